import { describe, expect, it } from 'vitest';
import { UsageError } from './io.ts';
import { parseCommandLine, parseNumberList, parseNumberOption } from './options.ts';

const USAGE = 'bodyplan fk <file> [--dofs <file>] [--json]';
const KINDS = { dofs: 'string', json: 'boolean' } as const;

function usageErrorOf(args: string[]): string {
  try {
    parseCommandLine(args, KINDS, USAGE);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`no UsageError for ${args.join(' ')}`);
}

describe('command-line options', () => {
  it('reads --name value, --name=value, flags and positionals in any order', () => {
    expect(parseCommandLine(['--dofs', 'p.json', 'plan.json', '--json'], KINDS, USAGE)).toEqual({ positionals: ['plan.json'], values: { dofs: 'p.json', json: true } });
    expect(parseCommandLine(['plan.json', '--dofs=a=b.json'], KINDS, USAGE)).toEqual({ positionals: ['plan.json'], values: { dofs: 'a=b.json' } });
  });

  it('takes everything after -- as a file, even names that look like options', () => {
    expect(parseCommandLine(['--json', '--', '--dofs', '-'], KINDS, USAGE)).toEqual({ positionals: ['--dofs', '-'], values: { json: true } });
  });

  it('rejects unknown, repeated and value-less options with one line each', () => {
    expect(usageErrorOf(['plan.json', '--root', '1,2,3'])).toBe(`unknown option "--root"; usage: ${USAGE}`);
    expect(usageErrorOf(['plan.json', '-x'])).toBe(`unknown option "-x"; usage: ${USAGE}`);
    expect(usageErrorOf(['--dofs', 'a.json', '--dofs=b.json'])).toBe('option --dofs is given twice');
    expect(usageErrorOf(['plan.json', '--dofs'])).toBe(`option --dofs needs a value; usage: ${USAGE}`);
    expect(usageErrorOf(['plan.json', '--dofs='])).toBe(`option --dofs needs a value; usage: ${USAGE}`);
    expect(usageErrorOf(['plan.json', '--json=yes'])).toBe(`option --json takes no value; usage: ${USAGE}`);
    expect(usageErrorOf(['--constructor', 'x'])).toBe(`unknown option "--constructor"; usage: ${USAGE}`);
  });

  it('a repeatable option collects its values in order; a single one is still refused twice', () => {
    const kinds = { targets: 'strings', dofs: 'string' } as const;
    expect(parseCommandLine(['plan.json', '--targets', 'b.csv', '--targets=a.csv', '--dofs', 'd.json', '--targets', 'c.csv'], kinds, USAGE)).toEqual({
      positionals: ['plan.json'],
      values: { targets: ['b.csv', 'a.csv', 'c.csv'], dofs: 'd.json' },
    });
    expect(parseCommandLine(['--targets', 'one.csv'], kinds, USAGE).values.targets).toEqual(['one.csv']);
    expect(() => parseCommandLine(['--targets', 'a.csv', '--targets'], kinds, USAGE)).toThrow(`option --targets needs a value; usage: ${USAGE}`);
    expect(() => parseCommandLine(['--dofs', 'a', '--dofs', 'b'], kinds, USAGE)).toThrow('option --dofs is given twice');
  });

  it('numbers are decimal, as JSON writes them: not hex, octal, binary, Infinity or empty', () => {
    expect(parseNumberList('--root-pos', ' -1.5e3, .5 ,7.', 3, 'x,y,z')).toEqual([-1500, 0.5, 7]);
    for (const text of ['0x10,0,0', '0o7,0,0', '0b1,0,0', 'Infinity,0,0', '1_0,0,0', ',0,0', '1e400,0,0']) {
      expect(() => parseNumberList('--root-pos', text, 3, 'x,y,z'), text).toThrow(`--root-pos expects x,y,z as 3 comma-separated finite numbers, got "${text}"`);
    }
    expect(parseNumberOption('--damping', '1e-6', 'non-negative')).toBe(1e-6);
    expect(() => parseNumberOption('--damping', '0x1', 'non-negative')).toThrow('--damping expects a number >= 0, got "0x1"');
    expect(() => parseNumberOption('--damping', '', 'non-negative')).toThrow('--damping expects a number >= 0, got ""');
  });
});
