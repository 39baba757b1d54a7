import { formatImportDiagnostic } from '../../bodyplan/import/importResult.ts';
import { importRobotModel } from '../../bodyplan/import/importRobotModel.ts';
import { hasErrors } from '../../bodyplan/format/diagnostics.ts';
import { loadBodyPlan } from '../../bodyplan/format/load.ts';
import type { BodyPlan } from '../../bodyplan/format/schema.ts';
import { serializeBodyPlan } from '../../bodyplan/format/serialize.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { countSummary, formatDiagnostics } from '../diagnosticsOutput.ts';
import { readTextFile } from '../io.ts';
import { writeErr } from '../output.ts';

/**
 * The robot of `bodyplan retarget`: a body plan (JSON), or a URDF or MJCF imported as `bodyplan
 * import` does (a URDF's base freed: a retarget moves the root). Diagnostics go to stderr, located
 * as those commands print them; null when the robot cannot be used (the caller exits 1).
 */
export async function loadRobot(file: string): Promise<{ plan: BodyPlan; model: BodyModel } | null> {
  const text = readTextFile(file);
  let planText = text;
  if (/^\s*</.test(text)) {
    const imported = importRobotModel(text, { floatingBase: true });
    await writeErr(imported.diagnostics.filter((d) => d.severity === 'error').map((d) => `${formatImportDiagnostic(file, d, (name) => name)}\n`).join(''));
    if (imported.plan === null) {
      await writeErr(`${file}: not imported\n`);
      return null;
    }
    planText = serializeBodyPlan(imported.plan);
  }
  const { document, model, diagnostics } = loadBodyPlan(planText);
  if (planText === text) await writeErr(formatDiagnostics(file, diagnostics));
  if (document === null || model === null || hasErrors(diagnostics)) {
    await writeErr(`${file}: invalid (${countSummary(diagnostics)})\n`);
    return null;
  }
  return { plan: document, model };
}
