// Test support: a hand-written BVH and the table that maps its joints onto readers.fixtures.ts's TRACKED plan.
// Hand-written: a hip with a knee 10 below it and the knee's end site 10 below that; frame 1
// moves the hip 5 along x and turns it 90° about z, which swings the leg out along +x.
export const TWO_BONE_BVH = `HIERARCHY
ROOT Hips
{
  OFFSET 0 0 0
  CHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation
  JOINT Knee
  {
    OFFSET 0 -10 0
    CHANNELS 3 Zrotation Xrotation Yrotation
    End Site
    {
      OFFSET 0 -10 0
    }
  }
}
MOTION
Frames: 2
Frame Time: 0.04
0 100 0 0 0 0 0 0 0
5 100 0 90 0 0 0 0 0
`;

export const MAPPING = { hips: 'Thorax', knee: 'LeftKnee', KNEE_END: 'leftfoot' };
