import type { XmlElement } from './xml.ts';

/**
 * The work one import may do, over every file it reads: a xacro file or an MJCF `<include>` tree
 * is a small program, and a hostile or broken one (macros that call each other twice at each of 30
 * levels, files that include the next one twice) would otherwise run until killed. Each count is
 * over ten times what a PR2-sized description spends (bench/import-bombs.bench.ts prints both), and
 * low enough that spending any of them takes under 2 s (the same benchmark).
 */
export const IMPORT_LIMITS = {
  macroCalls: 20_000,
  evaluations: 100_000,
  includedFiles: 300,
  elements: 50_000,
  /** Characters: files read plus the text substitutions write. */
  textSize: 16_000_000,
} as const;

export type ImportWork = keyof typeof IMPORT_LIMITS;

const WHAT: Record<ImportWork, string> = {
  macroCalls: 'macro calls',
  evaluations: 'expression evaluations',
  includedFiles: 'included files',
  elements: 'elements read and written',
  textSize: 'characters of text read and written',
};

/** The budget is spent: the message says which count and its limit ("the import stopped after 20000 macro calls: …"). */
export class ImportBudgetError extends Error {
  override name = 'ImportBudgetError';
  constructor(readonly work: ImportWork, readonly limit: number) {
    super(`the import stopped after ${limit} ${WHAT[work]}: that is the limit of one import (a macro or include that multiplies without end?)`);
  }
}

/** One import's counts; `spend` throws ImportBudgetError when a count passes its limit. */
export class ImportBudget {
  private readonly spent: Record<ImportWork, number> = { macroCalls: 0, evaluations: 0, includedFiles: 0, elements: 0, textSize: 0 };
  constructor(private readonly limits: Record<ImportWork, number> = IMPORT_LIMITS) {}

  spend(work: ImportWork, amount = 1): void {
    this.spent[work] += amount;
    if (this.spent[work] > this.limits[work]) throw new ImportBudgetError(work, this.limits[work]);
  }

  /** What was spent so far (for the benchmark's report). */
  used(): Readonly<Record<ImportWork, number>> {
    return { ...this.spent };
  }
}

/** How many elements `root` holds (itself included), without recursion (a file may nest 10,000 deep). */
export function countElements(root: XmlElement): number {
  let count = 0;
  const stack = [root];
  while (stack.length > 0) {
    count++;
    for (const child of stack.pop()!.children) stack.push(child);
  }
  return count;
}
