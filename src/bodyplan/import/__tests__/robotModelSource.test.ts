import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../../load.ts';
import { isRobotModelName, robotModelToPlanText } from '../robotModelSource.ts';

describe('robotModelToPlanText (the Studio opening a URDF or MJCF)', () => {
  it('recognises robot model file names', () => {
    expect(['a.urdf', 'B.XML', 'x.json', 'xml'].map(isRobotModelName)).toEqual([true, true, false, false]);
  });

  it('gives a valid plan text named .json and a summary with the warnings located', () => {
    const opened = robotModelToPlanText('m.xml', '<mujoco><worldbody>\n<body name="a"><joint name="b" type="ball"/></body></worldbody></mujoco>');
    expect(opened).toMatchObject({ ok: true, name: 'm.json', tone: 'warning' });
    if (!opened.ok) return;
    expect(opened.summary).toMatch(/^Imported m\.xml \(MJCF\) as 1 joints, with 1 warning: m\.xml:2:16: ball joint "b"/);
    expect(loadBodyPlan(opened.text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('says where a model cannot be imported', () => {
    expect(robotModelToPlanText('r.urdf', '<robot name="r">\n<link/></robot>')).toEqual({ ok: false, message: 'Could not import r.urdf:2:1: <link> needs a name. Nothing else changed.' });
  });
});
