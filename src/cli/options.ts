import { UsageError } from './io.ts';

export interface ParsedArgs {
  positionals: string[];
  /** Option name (with its dashes) -> value. */
  values: Map<string, string>;
}

/**
 * Splits `args` into positionals and `--name value` / `--name=value` options. Only the names in
 * `valueOptions` are accepted; an unknown, repeated or value-less option is a UsageError.
 */
export function parseArgs(args: readonly string[], valueOptions: readonly string[], usage: string): ParsedArgs {
  const positionals: string[] = [];
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (!valueOptions.includes(name)) throw new UsageError(`unknown option "${name}"; usage: ${usage}`);
    if (values.has(name)) throw new UsageError(`option ${name} is given twice`);
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else value = args[++i];
    if (value === undefined || value === '') throw new UsageError(`option ${name} needs a value; usage: ${usage}`);
    values.set(name, value);
  }
  return { positionals, values };
}

/** Exactly one positional file argument. */
export function singleFile(positionals: readonly string[], usage: string): string {
  if (positionals.length !== 1) {
    throw new UsageError(`${positionals.length === 0 ? 'no body-plan file given' : `expected one body-plan file, got ${positionals.length}`}; usage: ${usage}`);
  }
  return positionals[0]!;
}

/** `x,y,z`-style list of exactly `count` finite numbers. */
export function parseNumberList(option: string, text: string, count: number, what: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map((part) => (part === '' ? NaN : Number(part)));
  if (parts.length !== count || numbers.some((n) => !Number.isFinite(n))) {
    throw new UsageError(`${option} expects ${what} as ${count} comma-separated finite numbers, got "${text}"`);
  }
  return numbers;
}

/** One finite number (optionally > 0 or >= 0). */
export function parseNumberOption(option: string, text: string, rule: 'positive' | 'non-negative' | 'any' = 'any'): number {
  const value = Number(text.trim());
  const ok = text.trim() !== '' && Number.isFinite(value) && (rule === 'any' || (rule === 'positive' ? value > 0 : value >= 0));
  if (!ok) {
    const kind = rule === 'positive' ? 'a positive number' : rule === 'non-negative' ? 'a number >= 0' : 'a finite number';
    throw new UsageError(`${option} expects ${kind}, got "${text}"`);
  }
  return value;
}
