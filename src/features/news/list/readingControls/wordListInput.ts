import { wordsOf } from './wordMatch.ts';

/** The most entries a list keeps, and the longest entry: a list is words, not a document. */
export const MAX_ENTRIES = 100;
export const MAX_ENTRY_LENGTH = 60;

/** An entry that was left out, with its place in what was typed (1 for the first entry). */
export interface WordListProblem {
  position: number;
  entry: string;
  kind: 'no-letters' | 'too-long' | 'too-many';
}

/**
 * A list as typed in a field: entries separated by commas, semicolons or new lines, spaces around
 * them trimmed, empty ones skipped, and the same entry (ignoring case and accents) kept once.
 * Entries that cannot match (no letter or digit), are too long, or come past the hundredth are
 * left out, each with its position, so the field can say which one and why.
 */
export function parseWordList(input: string): { entries: string[]; problems: WordListProblem[] } {
  const entries: string[] = [];
  const problems: WordListProblem[] = [];
  const seen = new Set<string>();
  const typed = input.split(/[,;\n]/).map((entry) => entry.trim().replace(/\s+/g, ' '));
  let position = 0;
  for (const entry of typed) {
    if (entry === '') continue;
    position++;
    const words = wordsOf(entry);
    if (words.length === 0) problems.push({ position, entry, kind: 'no-letters' });
    else if (entry.length > MAX_ENTRY_LENGTH) problems.push({ position, entry, kind: 'too-long' });
    else if (!seen.has(words.join(' '))) {
      if (entries.length === MAX_ENTRIES) problems.push({ position, entry, kind: 'too-many' });
      else {
        seen.add(words.join(' '));
        entries.push(entry);
      }
    }
  }
  return { entries, problems };
}

/** A list as the field shows it: its entries separated by commas. */
export function formatWordList(entries: readonly string[]): string {
  return entries.join(', ');
}
