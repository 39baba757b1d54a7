import { ForwardKinematics } from '../bodyplan/kinematics/kinematics.ts';
import type { BodyModel } from '../bodyplan/kinematics/model.ts';
import { neutralPose } from '../bodyplan/kinematics/pose.ts';
import { parsePoseJson } from '../bodyplan/recording/poseJson.ts';
import { readTextFile, UsageError } from './io.ts';
import { loadModelOrReport } from './loadModel.ts';
import { parseCommandLine, parseNumberList, singleFile } from './options.ts';
import { writeErr } from './output.ts';
import { outputOption, writeResult } from './resultFile.ts';

export const FK_USAGE = 'bodyplan fk <file> [--dofs <pose.json>] [--root-pos x,y,z] [--root-quat w,x,y,z] [-o out.json]';

/**
 * `bodyplan fk`: prints (or writes to -o, whole or not at all) `{"joints": [{"name", "position"}]}` in body-plan order. DOFs default to the
 * neutral pose and are not clamped. Exit 1 for an invalid plan; bad options throw UsageError (exit 2).
 */
export async function runFk(args: string[]): Promise<number> {
  const { positionals, values } = parseCommandLine(args, { dofs: 'string', 'root-pos': 'string', 'root-quat': 'string', o: 'string', output: 'string' }, FK_USAGE);
  const file = singleFile(positionals, FK_USAGE);
  const output = outputOption(values);
  const rootPos = values['root-pos'] === undefined ? undefined : parseNumberList('--root-pos', values['root-pos'], 3, 'x,y,z');
  const rootQuat = values['root-quat'] === undefined ? undefined : parseRootQuat(values['root-quat']);

  const model = await loadModelOrReport(file);
  if (model === null) return 1;
  const dofsFile = values.dofs;
  const pose = dofsFile === undefined ? null : readPose(dofsFile, model);
  for (const w of pose?.warnings ?? []) await writeErr(`${dofsFile}:${w.line}:${w.column}: warning: ${w.message} (${w.pointer})\n`);
  if (model.fixedBase && (rootPos !== undefined || rootQuat !== undefined)) {
    await writeErr(`${file}: note: the base is fixed, so --root-pos/--root-quat are ignored\n`);
  }

  const fk = new ForwardKinematics(model, { trackDofFrames: false });
  // --root-pos/--root-quat win over the root written in the pose file.
  fk.compute(pose?.dofs ?? neutralPose(model), rootPos ?? pose?.root?.position, rootQuat ?? pose?.root?.quat);
  await writeResult(formatJoints(model, fk.keypoints), output, 'json');
  return 0;
}

/**
 * The unit quaternion of `w,x,y,z`. Scaled by its largest component first, so that neither
 * 1e200,1e200,0,0 (whose norm overflows) nor 1e-200,1e-200,0,0 or 0,1e-320,0,0 (whose squares
 * underflow) silently become the identity; only 0,0,0,0 has no direction and is refused.
 */
export function parseRootQuat(text: string): number[] {
  const quat = parseNumberList('--root-quat', text, 4, 'w,x,y,z');
  const largest = Math.max(...quat.map(Math.abs));
  if (largest === 0) throw new UsageError('--root-quat is the zero quaternion, which is no rotation; use 1,0,0,0 for none');
  const scaled = quat.map((v) => v / largest);
  const norm = Math.hypot(...scaled);
  return scaled.map((v) => v / norm);
}

/** A pose file in either shape (see poseJson.ts); DOFs it does not name stay neutral. */
function readPose(path: string, model: BodyModel) {
  const result = parsePoseJson(readTextFile(path, '--dofs'), model, neutralPose(model));
  if (!result.ok) throw new UsageError(`--dofs "${path}": ${result.message}`);
  return result;
}

/** One joint per line, so large outputs stay readable and diffable. */
function formatJoints(model: BodyModel, keypoints: Float64Array): string {
  const lines = model.jointNames.map((name, j) => {
    const position = [keypoints[3 * j]!, keypoints[3 * j + 1]!, keypoints[3 * j + 2]!];
    return `  {"name": ${JSON.stringify(name)}, "position": ${JSON.stringify(position)}}`;
  });
  return `{"joints": [\n${lines.join(',\n')}\n]}\n`;
}
