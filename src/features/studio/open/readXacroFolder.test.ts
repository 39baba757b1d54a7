import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importXacro } from '../../../bodyplan/import/xacro/importXacro.ts';
import { rememberRelativePath } from '../meshes/filePaths.ts';
import { readXacroFolder } from './readXacroFolder.ts';

const PACKAGE = join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'xacro', 'ros2-arm');

/** The files of a folder as a folder drop gives them to the Studio: File objects with their paths inside the drop. */
function dropped(folder: string, as: string): File[] {
  const files: File[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const file = new File([readFileSync(path)], entry);
        rememberRelativePath(file, `/${as}/${relative(folder, path)}`);
        files.push(file);
      }
    }
  };
  walk(folder);
  return files;
}

describe('a ROS 2 description folder dropped on the Studio', () => {
  it('opens with its YAML parameter files, so xacro.load_yaml finds them and the arm imports', async () => {
    const folder = await readXacroFolder(dropped(PACKAGE, 'arm_description'));
    expect(folder?.name).toBe('arm.urdf.xacro');
    const { inputs } = folder!;
    expect([...inputs.files.keys()].filter((p) => p.endsWith('.yaml')).sort()).toEqual([
      '/arm_description/config/default_kinematics.yaml',
      '/arm_description/config/joint_limits.yaml',
      '/arm_description/config/physical_parameters.yaml',
    ]);
    const result = importXacro(inputs.path, folder!.text, { readFile: (path) => inputs.files.get(path), packages: inputs.packages, args: inputs.args });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.plan!.joints.map((j) => j.name)).toEqual(['stand', 'l_base_link', 'l_shoulder_link', 'l_upper_arm_link', 'l_forearm_link', 'l_wrist_1_link', 'l_wrist_2_link', 'l_wrist_3_link', 'l_tool0']);
  });
});
