import { parseArgs } from 'node:util';
import { parseTypedNumber } from '../bodyplan/format/typedNumber.ts';
import { UsageError } from './io.ts';

/** `strings`: a value option that may be repeated (`--targets a.csv --targets b.csv`), read as a list in order. */
export type OptionKinds = Record<string, 'string' | 'strings' | 'boolean'>;

export interface ParsedArgs<K extends OptionKinds> {
  positionals: string[];
  /** Option name (without dashes) -> its value; `true` for a flag. */
  values: { [Name in keyof K]?: K[Name] extends 'string' ? string : K[Name] extends 'strings' ? string[] : true };
}

/**
 * Splits `args` with node's parseArgs (`--name value`, `--name=value`, flags, `--` before positionals).
 * Only the named options are accepted; an unknown, repeated or value-less option (or a flag given a
 * value) is a UsageError with a one-line message; only `strings` options may be repeated. Non-strict
 * mode, so these checks and messages are ours.
 */
export function parseCommandLine<const K extends OptionKinds>(args: readonly string[], kinds: K, usage: string): ParsedArgs<K> {
  const options = Object.fromEntries(Object.entries(kinds).map(([name, type]) => [name, { type: type === 'boolean' ? ('boolean' as const) : ('string' as const) }]));
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const positionals: string[] = [];
  const values: Record<string, string | string[] | true> = {};
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const kind = Object.hasOwn(kinds, token.name) ? kinds[token.name] : undefined;
    if (kind === undefined) throw new UsageError(`unknown option "${token.rawName}"; usage: ${usage}`);
    if (kind !== 'strings' && Object.hasOwn(values, token.name)) throw new UsageError(`option ${token.rawName} is given twice`);
    if (kind === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`option ${token.rawName} takes no value; usage: ${usage}`);
      values[token.name] = true;
    } else {
      if (token.value === undefined || token.value === '') throw new UsageError(`option ${token.rawName} needs a value; usage: ${usage}`);
      if (kind === 'strings') values[token.name] = [...((values[token.name] as string[] | undefined) ?? []), token.value];
      else values[token.name] = token.value;
    }
  }
  return { positionals, values: values as ParsedArgs<K>['values'] };
}

/** Exactly one positional file argument. */
export function singleFile(positionals: readonly string[], usage: string): string {
  if (positionals.length !== 1) {
    throw new UsageError(`${positionals.length === 0 ? 'no body-plan file given' : `expected one body-plan file, got ${positionals.length}`}; usage: ${usage}`);
  }
  return positionals[0]!;
}

/** The number `text` spells in decimal (the Studio's typed-number rule without the decimal comma, which separates list items here), or NaN. */
function decimal(text: string): number {
  return parseTypedNumber(text, { decimalComma: false }) ?? NaN;
}

/** `x,y,z`-style list of exactly `count` finite numbers. */
export function parseNumberList(option: string, text: string, count: number, what: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(decimal);
  if (parts.length !== count || numbers.some((n) => !Number.isFinite(n))) {
    throw new UsageError(`${option} expects ${what} as ${count} comma-separated finite numbers, got "${text}"`);
  }
  return numbers;
}

/** One finite number (optionally > 0 or >= 0). */
export function parseNumberOption(option: string, text: string, rule: 'positive' | 'non-negative' | 'any' = 'any'): number {
  const value = decimal(text.trim());
  const ok = Number.isFinite(value) && (rule === 'any' || (rule === 'positive' ? value > 0 : value >= 0));
  if (!ok) {
    const kind = rule === 'positive' ? 'a positive number' : rule === 'non-negative' ? 'a number >= 0' : 'a finite number';
    throw new UsageError(`${option} expects ${kind}, got "${text}"`);
  }
  return value;
}
