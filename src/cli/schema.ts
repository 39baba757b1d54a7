import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from './io.ts';
import { PACKAGE_ROOT } from './packageRoot.ts';
import { parseCommandLine } from './options.ts';
import { writeOut } from './output.ts';

export const SCHEMA_USAGE = 'bodyplan schema';

/** The project's JSON Schema of the body-plan format: the file the app also serves at /bodyplan.schema.json. */
const JSON_SCHEMA_PATH = join(PACKAGE_ROOT, 'public', 'bodyplan.schema.json');

/** `bodyplan schema`: prints the JSON Schema (draft 2020-12) of the body-plan format as it is shipped; exit 0. */
export async function runSchema(args: string[]): Promise<number> {
  const { positionals } = parseCommandLine(args, {}, SCHEMA_USAGE);
  if (positionals.length > 0) throw new UsageError(`takes no arguments; usage: ${SCHEMA_USAGE}`);
  let text: string;
  try {
    text = readFileSync(JSON_SCHEMA_PATH, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the schema "${JSON_SCHEMA_PATH}": ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  await writeOut(text);
  return 0;
}
