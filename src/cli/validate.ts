import { hasErrors } from '../bodyplan/format/diagnostics.ts';
import { loadBodyPlan } from '../bodyplan/format/load.ts';
import { countSummary, diagnosticsJson, formatDiagnostics } from './diagnosticsOutput.ts';
import { readTextFile, UsageError } from './io.ts';
import { parseCommandLine } from './options.ts';
import { writeErr, writeOut } from './output.ts';

export const VALIDATE_USAGE = 'bodyplan validate <file> [--json]';

/** `bodyplan validate <file> [--json]`: exit 0 valid (warnings allowed), 1 invalid; usage/I/O errors throw UsageError. */
export async function runValidate(args: string[]): Promise<number> {
  const { positionals: files, values } = parseCommandLine(args, { json: 'boolean' }, VALIDATE_USAGE);
  if (files.length !== 1) throw new UsageError(`${files.length === 0 ? 'no file given' : 'only one file at a time'}; usage: ${VALIDATE_USAGE}`);
  const file = files[0] ?? '';
  const { diagnostics } = loadBodyPlan(readTextFile(file));
  const valid = !hasErrors(diagnostics);
  if (values.json) {
    await writeOut(diagnosticsJson(valid, diagnostics));
  } else {
    await writeOut(formatDiagnostics(file, diagnostics));
    await writeErr(`${file}: ${valid ? 'valid' : 'invalid'} (${countSummary(diagnostics)})\n`);
  }
  return valid ? 0 : 1;
}
