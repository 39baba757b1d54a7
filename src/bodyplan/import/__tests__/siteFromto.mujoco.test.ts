import { describe, expect, it } from 'vitest';
import { importRobotModel } from '../importRobotModel.ts';
import { compareWithMujoco } from './mujocoReference.ts';

/**
 * Sites given by `fromto`, as flybody's fruit fly writes its leg and wing sites (a capsule between
 * two points, in a body placed off its parent and turned): MuJoCo puts such a site at the segment's
 * midpoint. Written for this test in that layout.
 */
const model = `<mujoco model="fly-sites">
  <compiler angle="radian" autolimits="true" boundmass="0.001" boundinertia="1e-9"/>
  <default><site type="capsule" size="0.002"/></default>
  <worldbody>
    <body name="thorax" pos="0 0 0.1">
      <freejoint/>
      <site name="thorax_mid" type="capsule" fromto="-0.02 0 0 0.03 0 0.004"/>
      <body name="coxa_T1_left" pos="0.01 0.012 -0.01" quat="0.9 0.1 -0.2 0.3">
        <joint name="coxa_abduct_T1_left" axis="1 0 0" range="-1 1"/>
        <joint name="coxa_twist_T1_left" axis="0 1 0" range="-1 1"/>
        <site name="coxa_T1_left_site" fromto="0 0 0 0.004 0.006 -0.03"/>
        <body name="femur_T1_left" pos="0.004 0.006 -0.03" euler="0.3 -0.2 0.1">
          <joint name="femur_T1_left" axis="0 0 1" range="-2 0.5"/>
          <site name="femur_T1_left_site" type="cylinder" fromto="0.001 0 0 0.002 -0.001 -0.05"/>
          <site name="claw_T1_left" type="sphere" pos="0.002 -0.001 -0.05"/>
        </body>
      </body>
    </body>
  </worldbody>
</mujoco>`;

describe('MJCF sites given by fromto', () => {
  it('are placed at the midpoint of their segment', () => {
    const { plan } = importRobotModel(model);
    const site = plan!.joints.find((j) => j.name === 'coxa_T1_left_site')!;
    expect(site.offset_pos).toEqual([0.002, 0.003, -0.015]);
    expect(plan!.joints.find((j) => j.name === 'thorax_mid')!.offset_pos.map((v) => Number(v.toFixed(12)))).toEqual([0.005, 0, 0.002]);
  });

  it('every body and site lands where MuJoCo puts it', async () => {
    const plan = importRobotModel(model).plan!;
    const c = await compareWithMujoco(model, 'fly-sites.xml', plan, 40, 29);
    expect(c.unmatched).toEqual([]);
    expect(c.compared).toBe(plan.joints.length);
    expect(c.maxError).toBeLessThanOrEqual(1e-9 * Math.max(c.size, 1e-3));
  });
});
