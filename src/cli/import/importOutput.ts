import { renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { UsageError } from '../io.ts';
import { writeOut } from '../output.ts';

/**
 * Writes `text` to `path` (through a temporary file renamed over it, so a failed write never
 * leaves a half-written file where a good one was), or to stdout when no path is given.
 */
export async function writeResult(text: string, path: string | undefined): Promise<void> {
  if (path === undefined) {
    await writeOut(text);
    return;
  }
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // It was never created.
    }
    throw new UsageError(`cannot write "${path}": ${(error as Error).message}`);
  }
}

/** `-o` / `--output`: at most one of them. */
export function outputOption(values: { o?: string; output?: string }): string | undefined {
  if (values.o !== undefined && values.output !== undefined) throw new UsageError('give -o or --output, not both');
  return values.o ?? values.output;
}
