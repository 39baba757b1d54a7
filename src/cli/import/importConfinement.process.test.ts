import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/runCli.ts';

const XACRO_NS = 'xmlns:xacro="http://www.ros.org/wiki/xacro"';
const SECRET = 'SECRET-CONTENT-0451';

/**
 * A workspace as on a user's disk: ws/src/arm_description/{package.xml,urdf/} and, outside the
 * model's folder and its package, ws/private/secret.xacro (a file the model must not read).
 */
function workspace(): { ws: string; pkg: string; urdf: string; secret: string } {
  const ws = mkdtempSync(join(tmpdir(), 'bodyplan-confine-'));
  const pkg = join(ws, 'src', 'arm_description');
  const urdf = join(pkg, 'urdf');
  mkdirSync(urdf, { recursive: true });
  mkdirSync(join(ws, 'private'));
  writeFileSync(join(pkg, 'package.xml'), '<package format="3"><name>arm_description</name></package>');
  const secret = join(ws, 'private', 'secret.xacro');
  writeFileSync(secret, `<robot ${XACRO_NS}><link name="${SECRET}"/></robot>\n`);
  return { ws, pkg, urdf, secret };
}

const mainWith = (include: string) => `<robot name="arm" ${XACRO_NS}>\n  <link name="base"/>\n  <xacro:include filename="${include}"/>\n</robot>\n`;

describe('bodyplan import reads files only inside the model\'s folder and the package folders', () => {
  it('an include through ../../ is refused at the include, quoting no content of the outside file', async () => {
    const { urdf, secret } = workspace();
    const main = join(urdf, 'arm.urdf.xacro');
    writeFileSync(main, mainWith('../../../private/secret.xacro'));
    const run = await runCli(['import', main]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${main}:3:`);
    expect(run.stderr).toContain(`cannot include "../../../private/secret.xacro": ${secret} is outside the model's folder and the package folders`);
    expect(run.stderr).not.toContain(SECRET);
    expect(run.stdout).toBe('');
  });

  it('$(find pkg)/../../ is refused the same way', async () => {
    const { urdf } = workspace();
    const main = join(urdf, 'arm.urdf.xacro');
    writeFileSync(main, mainWith('$(find arm_description)/../../private/secret.xacro'));
    const run = await runCli(['import', main]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/arm\.urdf\.xacro:3:\d+: error: cannot include ".*arm_description\/\.\.\/\.\.\/private\/secret\.xacro": .*private\/secret\.xacro is outside the model's folder and the package folders/);
    expect(run.stderr).not.toContain(SECRET);
  });

  it('a symbolic link inside the folder that points out of it is refused (the real path is checked)', async () => {
    const { urdf, secret } = workspace();
    symlinkSync(secret, join(urdf, 'inside_looking.xacro'));
    const main = join(urdf, 'arm.urdf.xacro');
    writeFileSync(main, mainWith('inside_looking.xacro'));
    const run = await runCli(['import', main]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`cannot include "inside_looking.xacro": ${join(urdf, 'inside_looking.xacro')} is outside the model's folder`);
    expect(run.stderr).not.toContain(SECRET);
  });

  it('an MJCF <include file="../../…"> is refused at the include', async () => {
    const { ws, urdf } = workspace();
    writeFileSync(join(ws, 'private', 'part.xml'), `<mujoco><worldbody><body name="${SECRET}"/></worldbody></mujoco>`);
    const main = join(urdf, 'scene.xml');
    writeFileSync(main, '<mujoco model="m">\n  <worldbody>\n    <include file="../../../private/part.xml"/>\n    <body name="b"><geom size="0.1"/></body>\n  </worldbody>\n</mujoco>\n');
    const run = await runCli(['import', main]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/scene\.xml:3:5: error: <include file="\.\.\/\.\.\/\.\.\/private\/part\.xml">: .*part\.xml is outside the model's folder and the package folders .*\[include-refused\]/);
    expect(run.stderr).not.toContain(SECRET);
  });

  it('a failed import writes neither -o nor --expanded-out', async () => {
    const { urdf, ws } = workspace();
    const main = join(urdf, 'arm.urdf.xacro');
    // Expands fine (so there is an expanded URDF), but the URDF has no link to import.
    writeFileSync(main, `<robot name="arm" ${XACRO_NS}><xacro:property name="n" value="2"/><joint name="j\${n}" type="fixed"><parent link="a"/><child link="b"/></joint></robot>\n`);
    const plan = join(ws, 'plan.json');
    const expanded = join(ws, 'expanded.urdf');
    const run = await runCli(['import', main, '-o', plan, '--expanded-out', expanded]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not imported/);
    expect(existsSync(plan)).toBe(false);
    expect(existsSync(expanded)).toBe(false);
  });

  it('--env gives what $(env) and $(optenv) read; without it $(env) is a located error', async () => {
    const { urdf, ws } = workspace();
    const main = join(urdf, 'arm.urdf.xacro');
    writeFileSync(main, `<robot name="arm" ${XACRO_NS}>\n  <link name="$(env ARM_PREFIX)base_$(optenv ARM_SUFFIX link)"/>\n</robot>\n`);
    const expanded = join(ws, 'expanded.urdf');
    const run = await runCli(['import', main, '--env', 'ARM_PREFIX=left_', '--expanded-out', expanded]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ joints: [{ name: 'left_base_link' }] });
    expect(existsSync(expanded)).toBe(true);
    const unset = await runCli(['import', main]);
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain(`${main}:2:9: error: $(env ARM_PREFIX): the environment variable "ARM_PREFIX" is not given (give it with --env ARM_PREFIX=VALUE`);
    expect((await runCli(['import', main, '--env', 'ARM_PREFIX'])).stderr).toMatch(/--env expects NAME=VALUE, got "ARM_PREFIX"/);
  });
});
