import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../../format/load.ts';
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

  it('marks the plan +X forward and +Z up in "x-studio", the convention of URDF (REP-103) and MuJoCo', () => {
    for (const [name, text] of [
      ['m.xml', '<mujoco><worldbody><body name="a"><joint name="b" type="hinge"/></body></worldbody></mujoco>'],
      ['r.urdf', '<robot name="r"><link name="base"/></robot>'],
    ] as const) {
      const opened = robotModelToPlanText(name, text);
      if (!opened.ok) throw new Error(opened.message);
      expect((JSON.parse(opened.text) as Record<string, unknown>)['x-studio']).toEqual({ upAxis: 'z', forwardAxis: 'x' });
      expect(loadBodyPlan(opened.text).diagnostics).toEqual([]);
    }
  });

  it('says where a model cannot be imported', () => {
    expect(robotModelToPlanText('r.urdf', '<robot name="r">\n<link/></robot>')).toEqual({ ok: false, message: 'Could not import r.urdf:2:1: <link> needs a name. Nothing else changed.' });
  });
});

describe('robotModelToPlanText with files opened with the model', () => {
  const model = `<mujoco><include file="assets.xml"/><worldbody>
<body name="a"><geom type="mesh" mesh="shell"/><geom type="mesh" mesh="leg"/></body></worldbody></mujoco>`;
  const assets = '<mujoco><asset><mesh file="shell.stl"/><mesh file="leg.obj"/></asset></mujoco>';

  it('resolves includes and lists the mesh files that will not be drawn, located, in the report and the summary', () => {
    const opened = robotModelToPlanText('m.xml', model, { files: new Map([['assets.xml', assets]]), meshes: new Map([['shell.stl', { ok: true }]]) });
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.report.findings).toMatchObject([{ severity: 'warning', code: 'mesh-missing', line: 2, column: 48 }]);
    expect(opened.summary).toBe('Imported m.xml (MJCF) as 1 joints, with 1 warning: m.xml:2:48: mesh file "leg.obj" was not opened with the model, so it is not drawn: open it together with the model (multi-select or a folder drop).');
  });

  it('an include that was not opened is a located error', () => {
    expect(robotModelToPlanText('m.xml', model)).toEqual({ ok: false, message: 'Could not import m.xml:1:9: <include file="assets.xml"> was not resolved; open the included file with the model. Nothing else changed.' });
  });
});
