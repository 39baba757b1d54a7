import { hasErrors } from '../bodyplan/format/diagnostics.ts';
import { loadBodyPlan } from '../bodyplan/format/load.ts';
import type { BodyModel } from '../bodyplan/kinematics/model.ts';
import { countSummary, formatDiagnostics } from './diagnosticsOutput.ts';
import { readTextFile } from './io.ts';
import { writeErr } from './output.ts';

/**
 * Loads and compiles a body plan for `fk`/`ik`. Diagnostics go to stderr (stdout carries the JSON
 * result); returns null when the plan is invalid (the caller exits 1). Warnings do not stop it.
 */
export async function loadModelOrReport(file: string): Promise<BodyModel | null> {
  const { diagnostics, model } = loadBodyPlan(readTextFile(file));
  await writeErr(formatDiagnostics(file, diagnostics));
  if (model === null || hasErrors(diagnostics)) {
    await writeErr(`${file}: invalid (${countSummary(diagnostics)})\n`);
    return null;
  }
  return model;
}
