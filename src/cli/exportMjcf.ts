import { basename } from 'node:path';
import { hasErrors } from '../bodyplan/format/diagnostics.ts';
import { exportMjcf } from '../bodyplan/export/exportMjcf.ts';
import { loadBodyPlan } from '../bodyplan/format/load.ts';
import { countSummary, formatDiagnostics } from './diagnosticsOutput.ts';
import { outputOption, writeResult } from './resultFile.ts';
import { readTextFile } from './io.ts';
import { parseCommandLine, singleFile } from './options.ts';
import { writeErr } from './output.ts';

export const EXPORT_MJCF_USAGE = 'bodyplan export-mjcf <plan.json> [-o model.xml]';

/**
 * `bodyplan export-mjcf`: a body plan as an MJCF model MuJoCo loads. Exit 0 written, 1 invalid plan,
 * 2 usage or I/O. Keyframes: "neutral" and the plan's named poses (`x-poses`); the CLI has no
 * current pose, so no "current" key (the Studio writes one). A named pose that cannot be written
 * is a warning on stderr naming its place.
 */
export async function runExportMjcf(args: string[]): Promise<number> {
  const { positionals, values } = parseCommandLine(args, { o: 'string', output: 'string' }, EXPORT_MJCF_USAGE);
  const file = singleFile(positionals, EXPORT_MJCF_USAGE);
  const output = outputOption(values);
  const { document, diagnostics } = loadBodyPlan(readTextFile(file));
  await writeErr(formatDiagnostics(file, diagnostics));
  if (document === null || hasErrors(diagnostics)) {
    await writeErr(`${file}: invalid (${countSummary(diagnostics)}); nothing written\n`);
    return 1;
  }
  const warnings: string[] = [];
  const xml = exportMjcf(document, basename(file).replace(/\.[^.]*$/, ''), { warnings });
  await writeErr(warnings.map((w) => `${file}: warning: ${w}\n`).join(''));
  await writeResult(xml, output, 'text');
  return 0;
}
