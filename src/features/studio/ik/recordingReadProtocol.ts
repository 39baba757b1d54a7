import type { BodyModel } from '../../../bodyplan/model.ts';
import type { PackedStudioRecordingResult } from '../../../bodyplan/observations/packedFrames.ts';
import type { StudioLoadOptions } from '../../../bodyplan/observations/studioRecordingFile.ts';

export interface RecordingReadRequest {
  fileName: string;
  /** The file's text, or the file itself, which the worker reads. */
  text: string | Blob;
  model: BodyModel;
  options: StudioLoadOptions;
}

export interface RecordingReadReply {
  /** Packed (see packedFrames.ts): one transferred buffer instead of one array per frame. */
  result: PackedStudioRecordingResult;
}
