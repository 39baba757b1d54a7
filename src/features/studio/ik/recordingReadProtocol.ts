import type { BodyModel } from '../../../bodyplan/model.ts';
import type { StudioLoadOptions, StudioRecordingResult } from '../../../bodyplan/observations/studioRecordingFile.ts';

export interface RecordingReadRequest {
  fileName: string;
  text: string;
  model: BodyModel;
  options: StudioLoadOptions;
}

export interface RecordingReadReply {
  result: StudioRecordingResult;
}
