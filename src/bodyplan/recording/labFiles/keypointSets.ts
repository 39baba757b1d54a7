/**
 * The keypoint names of the pose models whose outputs labs feed to Pose2Sim and anipose, in each
 * model's output order (the order of `pose_keypoints_2d` in OpenPose's JSON). Names are OpenPose's
 * own (BODY_25, COCO), OpenPose's experimental BODY_25B model's (with `UpperNeck` and `HeadTop`,
 * which Pose2Sim calls Neck and Head), and AlphaPose's / MMPose's Halpe (HALPE_26, RTMPose's
 * default in Pose2Sim). A part mapping table sends any of them to the body plan's joint names.
 */

const BODY_25 = [
  'Nose', 'Neck', 'RShoulder', 'RElbow', 'RWrist', 'LShoulder', 'LElbow', 'LWrist', 'MidHip', 'RHip', 'RKnee', 'RAnkle', 'LHip',
  'LKnee', 'LAnkle', 'REye', 'LEye', 'REar', 'LEar', 'LBigToe', 'LSmallToe', 'LHeel', 'RBigToe', 'RSmallToe', 'RHeel',
] as const;

const BODY_25B = [
  'Nose', 'LEye', 'REye', 'LEar', 'REar', 'LShoulder', 'RShoulder', 'LElbow', 'RElbow', 'LWrist', 'RWrist', 'LHip', 'RHip',
  'LKnee', 'RKnee', 'LAnkle', 'RAnkle', 'UpperNeck', 'HeadTop', 'LBigToe', 'LSmallToe', 'LHeel', 'RBigToe', 'RSmallToe', 'RHeel',
] as const;

/** OpenPose's 18-point COCO model (COCO's 17 with a Neck added, in OpenPose's order). */
const COCO = [
  'Nose', 'Neck', 'RShoulder', 'RElbow', 'RWrist', 'LShoulder', 'LElbow', 'LWrist', 'RHip', 'RKnee', 'RAnkle', 'LHip', 'LKnee',
  'LAnkle', 'REye', 'LEye', 'REar', 'LEar',
] as const;

const HALPE_26 = [
  'Nose', 'LEye', 'REye', 'LEar', 'REar', 'LShoulder', 'RShoulder', 'LElbow', 'RElbow', 'LWrist', 'RWrist', 'LHip', 'RHip',
  'LKnee', 'RKnee', 'LAnkle', 'RAnkle', 'Head', 'Neck', 'Hip', 'LBigToe', 'RBigToe', 'LSmallToe', 'RSmallToe', 'LHeel', 'RHeel',
] as const;

export const KEYPOINT_SETS: Readonly<Record<string, readonly string[]>> = { BODY_25, BODY_25B, COCO, HALPE_26 };

/**
 * The set to assume for a file with `count` keypoints per person and no set named. 25 fits both
 * BODY_25 and BODY_25B: BODY_25B is Pose2Sim's default `pose_model` for OpenPose (and its
 * recommended one), and a lab whose files come through Pose2Sim most likely used it.
 */
export const KEYPOINT_SET_BY_COUNT: Readonly<Record<number, string>> = { 25: 'BODY_25B', 18: 'COCO', 26: 'HALPE_26' };

/** The set named `name` (any case, `-` for `_`), as its canonical name and keypoint names; null when unknown. */
export function keypointSet(name: string): { name: string; keypoints: readonly string[] } | null {
  const wanted = name.trim().toUpperCase().replace(/-/g, '_');
  const found = Object.keys(KEYPOINT_SETS).find((set) => set === wanted);
  return found === undefined ? null : { name: found, keypoints: KEYPOINT_SETS[found]! };
}
