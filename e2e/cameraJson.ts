import type { PinholeCamera } from '../src/bodyplan/observations/mapper.ts';

/** A pinhole camera as the Studio's observation files write it (QuickIK's camera shape). */
export const cameraJson = (c: PinholeCamera) => ({
  type: 'camera',
  fx: c.fx,
  fy: c.fy,
  cx: c.cx,
  cy: c.cy,
  world2cam_pos: Array.from(c.world2camPos),
  world2cam_rot_mat: Array.from(c.world2camRot),
});
