import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { PackedStudioRecordingResult } from '../../../../bodyplan/ik/packedFrames.ts';
import type { LabFilesContent, StudioLoadOptions } from '../../../../bodyplan/recording/studioRecordingFile.ts';

export interface RecordingReadRequest {
  fileName: string;
  /** The file's text, or the file itself, which the worker reads; or a lab's binary files (with a calibration's). */
  text: string | Blob | LabFilesContent;
  model: BodyModel;
  options: StudioLoadOptions;
}

export interface RecordingReadReply {
  /** Packed (see packedFrames.ts): one transferred buffer instead of one array per frame. */
  result: PackedStudioRecordingResult;
}
