/**
 * What every lab file reader yields, whatever the format: a table of named points per frame. The
 * formats differ (DeepLabCut's pandas HDF5, SLEAP's tracks, OpenPose's per-frame JSON, .trc, .c3d)
 * but the Studio and the CLI need one thing from each: 2D keypoints of one camera, or 3D markers.
 * Matching names to the body plan's joints and applying a likelihood cut-off happen afterwards, on
 * the table (keypointTableFrames.ts, markerTableTargets.ts), so every format behaves alike.
 */

/** One camera's 2D keypoints, in pixels. */
export interface KeypointTable2D {
  kind: '2d';
  /** What the file was read as, for messages and notes: "DeepLabCut .h5", "SLEAP analysis .h5", "OpenPose JSON" … */
  format: string;
  /** Part (keypoint, node, marker) names in the file's order. */
  parts: string[];
  frameCount: number;
  /**
   * Per frame, per part: x, y and a score, at 3 * (frame * parts.length + part). NaN x or y: not
   * observed. The score is DeepLabCut's likelihood, SLEAP's point score, OpenPose's confidence; NaN
   * when the format has none (read as fully trusted).
   */
  values: Float64Array;
  /** Per frame: the file's own label (frame index, image name), when it has one. */
  frameLabels?: string[];
  /** Frames per second, when the file states it. */
  fps?: number;
  /** Things the reader wants the user to know (which individual or person was picked …), one line each. */
  notes?: string[];
}

/** 3D marker (or triangulated keypoint) positions, in metres. */
export interface MarkerTable3D {
  kind: '3d';
  /** What the file was read as: "DeepLabCut 3D CSV", ".trc", ".c3d" … */
  format: string;
  markers: string[];
  frameCount: number;
  /** Per frame, per marker: x, y, z in metres at 3 * (frame * markers.length + marker); NaN: not observed. */
  values: Float64Array;
  /** Per frame: the file's frame number, when it has one. */
  frameNumbers?: number[];
  /** Frames per second, when the file states it. */
  fps?: number;
  notes?: string[];
}

export type LabTable = KeypointTable2D | MarkerTable3D;

/** A reader's answer: a table, or one line saying what is wrong and where. */
export type LabTableResult<T extends LabTable = LabTable> = { ok: true; value: T } | { ok: false; message: string };

/** One file as the user gave it (a path or a name) with its bytes. */
export interface LabFileBytes {
  name: string;
  bytes: Uint8Array;
}
