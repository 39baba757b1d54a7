import { basename } from 'node:path';
import { hasErrors } from '../bodyplan/diagnostics.ts';
import { formatImportDiagnostic } from '../bodyplan/import/importResult.ts';
import { importRobotModel } from '../bodyplan/import/importRobotModel.ts';
import { loadBodyPlan } from '../bodyplan/load.ts';
import { serializeBodyPlan } from '../bodyplan/serialize.ts';
import { formatDiagnostics } from './diagnosticsOutput.ts';
import { outputOption, writeResult } from './importOutput.ts';
import { readTextFile } from './io.ts';
import { parseCommandLine, singleFile } from './options.ts';
import { writeErr } from './output.ts';

export const IMPORT_USAGE = 'bodyplan import <file.urdf|file.xml> [-o out.json] [--floating-base]';

/**
 * `bodyplan import`: a URDF or MJCF file to a body plan (stdout, or -o). Diagnostics about the
 * source go to stderr as `file:line:column: severity: message [code]`. Exit 0 imported, 1 the
 * source cannot be imported (nothing is written), 2 usage or I/O.
 */
export async function runImport(args: string[]): Promise<number> {
  const { positionals, values } = parseCommandLine(args, { o: 'string', output: 'string', 'floating-base': 'boolean' }, IMPORT_USAGE);
  const file = singleFile(positionals, IMPORT_USAGE);
  const output = outputOption(values);
  const result = importRobotModel(readTextFile(file), { floatingBase: values['floating-base'] === true });
  await writeErr(result.diagnostics.map((d) => `${formatImportDiagnostic(file, d)}\n`).join(''));
  if (result.plan === null) {
    await writeErr(`${file}: not imported\n`);
    return 1;
  }
  const text = serializeBodyPlan(result.plan);
  // The importer's output is checked like any body plan before it is written.
  const check = loadBodyPlan(text);
  if (hasErrors(check.diagnostics)) {
    await writeErr(formatDiagnostics(output ?? basename(file), check.diagnostics));
    await writeErr(`${file}: the imported plan is invalid; nothing written\n`);
    return 1;
  }
  await writeResult(text, output);
  const dofs = result.plan.joints.reduce((n, j) => n + j.dofs.length, 0);
  await writeErr(`${file}: imported ${result.format?.toUpperCase()} as ${result.plan.joints.length} joints, ${dofs} DOFs, ${result.plan.fixed_base ? 'fixed' : 'floating'} base${output === undefined ? '' : ` -> ${output}`}\n`);
  return 0;
}
