import { describe, expect, it } from 'vitest';
import { importRobotModel } from '../importRobotModel.ts';
import { robotModelToPlanText } from '../robotModelSource.ts';

/** Findings about an MJCF `<include>`d file name that file, at its own line:column. */
const main = '<mujoco>\n<asset><mesh name="shell" file="shell.ply"/></asset>\n<worldbody>\n  <include file="parts/leg.xml"/>\n</worldbody>\n</mujoco>';
const leg = (inner: string) => `<mujoco>\n  <body name="leg">\n${inner}\n  </body>\n</mujoco>`;
const files = (part: string, extra: Record<string, string> = {}) => new Map(Object.entries({ 'parts/leg.xml': part, ...extra }));

describe('findings in included files', () => {
  it('a warning inside an included file names that file, at its line:column', () => {
    const { plan, diagnostics } = importRobotModel(main, { files: files(leg('    <joint name="hip" type="ball"/>')) });
    expect(plan).not.toBeNull();
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'ball-approximation', file: 'parts/leg.xml', line: 3, column: 5 })]);
  });

  it('an error inside an included file names that file, at the attribute', () => {
    const { plan, diagnostics } = importRobotModel(main, { files: files(leg('    <joint name="knee" axis="0 x 1"/>')) });
    expect(plan).toBeNull();
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'bad-number', file: 'parts/leg.xml', line: 3, column: 24 })]);
  });

  it('an XML syntax error in an included file, and a file it includes in turn, name the file with the error', () => {
    const broken = importRobotModel(main, { files: files('<mujoco>\n  <body name="leg">\n</mujoco>') });
    expect(broken.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'xml-syntax', file: 'parts/leg.xml', line: 3, column: 1 })]);
    const nested = importRobotModel(main, { files: files(leg('    <include file="foot.xml"/>'), { 'foot.xml': '<mujoco>\n<body name="foot" pos="0 0 y"/></mujoco>' }) });
    expect(nested.diagnostics).toEqual([expect.objectContaining({ code: 'bad-number', file: 'foot.xml', line: 2, column: 19 })]);
  });

  it('a finding in the main file has no file (it is the file imported); NUL bytes after an included root are named there', () => {
    const { diagnostics } = importRobotModel(main, { files: files(`${leg('')}\0`) });
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'trailing-bytes', file: 'parts/leg.xml', line: 5, column: 10, message: '1 NUL byte after </mujoco>: ignored' })]);
    const missing = importRobotModel(main);
    expect(missing.diagnostics[0]).not.toHaveProperty('file');
    expect(missing.diagnostics[0]).toMatchObject({ code: 'include-missing', line: 4, column: 3 });
  });

  it('the Studio summary and findings name the included file; a mesh geom in it is located there', () => {
    const opened = robotModelToPlanText('robot.xml', main, { files: files(leg('    <joint name="hip" type="ball"/>\n    <geom type="mesh" mesh="shell"/>')) });
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.summary).toContain('parts/leg.xml:3:5: ball joint "hip"');
    expect(opened.report.findings).toEqual([
      expect.objectContaining({ code: 'ball-approximation', file: 'parts/leg.xml', line: 3, column: 5 }),
      expect.objectContaining({ code: 'mesh-format', file: 'parts/leg.xml', line: 4, column: 5 }),
    ]);
  });
});
