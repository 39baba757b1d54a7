import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { PackedStudioRecordingResult } from '../../../../bodyplan/ik/packedFrames.ts';
import type { StudioLoadOptions } from '../../../../bodyplan/recording/studioRecordingFile.ts';

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
