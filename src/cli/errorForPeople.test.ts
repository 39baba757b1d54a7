import { describe, expect, it } from 'vitest';
import { errorForPeople } from './errorForPeople.ts';
import { UsageError } from './io.ts';

/** The error a real operation throws (not one made up here), caught. */
function thrownBy(operation: () => unknown): unknown {
  try {
    operation();
  } catch (error) {
    return error;
  }
  throw new Error('the operation did not throw');
}

const recurse = (depth: number): number => recurse(depth + 1) + 1;

describe("errorForPeople: the engine's and the system's texts become a sentence, their own text goes under Details", () => {
  it('a stack overflow says the input is too deeply nested', () => {
    expect(errorForPeople(thrownBy(() => recurse(0)))).toEqual({
      message: "the input is too deeply nested to process (it would overflow the program's stack); a flatter or smaller input works",
      details: 'RangeError: Maximum call stack size exceeded',
    });
  });

  it("a string over the engine's limit says the work is too large, and how to split it", () => {
    const { message, details } = errorForPeople(thrownBy(() => 'x'.repeat(2 ** 30)));
    expect(message).toBe('the input or its result is too large to hold in memory; split the work into smaller parts (fewer frames or a smaller model per run)');
    expect(details).toBe('RangeError: Invalid string length');
  });

  it("an array over the engine's limit too", () => {
    expect(errorForPeople(thrownBy(() => new Array(-1))).details).toBe('RangeError: Invalid array length');
  });

  it('a system error names its cause in words, with the code', () => {
    const error = Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' });
    expect(errorForPeople(error)).toEqual({ message: 'a file operation failed: the disk quota is used up (EDQUOT)', details: 'Error: EDQUOT: disk quota exceeded, write' });
  });

  it('a bug (a TypeError) is called one, with its text for the report', () => {
    const value: unknown = undefined;
    expect(errorForPeople(thrownBy(() => (value as { text: () => string }).text()))).toEqual({
      message: 'the command stopped on an internal error (a bug); please report it with the details below',
      details: "TypeError: Cannot read properties of undefined (reading 'text')",
    });
  });

  it('our own sentences (Error, UsageError) are said as they are', () => {
    expect(errorForPeople(new Error('job 3: the plan is missing'))).toEqual({ message: 'job 3: the plan is missing', details: null });
    expect(errorForPeople(new UsageError('--workers must be a whole number'))).toEqual({ message: '--workers must be a whole number', details: null });
  });
});
