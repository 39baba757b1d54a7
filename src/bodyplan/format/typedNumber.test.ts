import { describe, expect, it } from 'vitest';
import { parseTypedNumber, readTypedNumber } from './typedNumber.ts';

describe('a typed number', () => {
  // [typed, value or the message it is refused with]
  const table: [string, number | string][] = [
    ['1,5', 1.5],
    ['0,25', 0.25],
    [',5', 0.5],
    ['1,5e3', 1500],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1e-3', 0.001],
    ['-2.5E+2', -250],
    ['+7', 7],
    [' 2 ', 2],
    ['\t3\n', 3],
    ['-0', -0],
    ['0x10', '"0x10" is not a number (only decimal numbers are accepted)'],
    ['0b11', '"0b11" is not a number (only decimal numbers are accepted)'],
    ['1.2.3', '"1.2.3" is not a number (use one decimal separator and no thousands separator)'],
    ['1,234.5', '"1,234.5" is not a number (use one decimal separator and no thousands separator)'],
    ['1,2,3', '"1,2,3" is not a number (use one decimal separator and no thousands separator)'],
    ['', '"" is not a number (the field is empty)'],
    ['   ', '"   " is not a number (the field is empty)'],
    ['abc', '"abc" is not a number'],
    ['12abc', '"12abc" is not a number'],
    ['1 000', '"1 000" is not a number'],
    ['1e', '"1e" is not a number'],
    ['Infinity', '"Infinity" is not a finite number'],
    ['-inf', '"-inf" is not a finite number'],
    ['NaN', '"NaN" is not a finite number'],
    ['1e400', '"1e400" is not a finite number'],
    ['-1e999', '"-1e999" is not a finite number'],
  ];

  it.each(table)('%j reads as %j', (typed, expected) => {
    const read = readTypedNumber(typed);
    if (typeof expected === 'number') {
      expect(read).toEqual({ ok: true, value: expected });
      expect(Object.is(read.ok && read.value, expected), 'the sign of zero is kept').toBe(true);
      expect(parseTypedNumber(typed)).toBe(expected);
    } else {
      expect(read).toEqual({ ok: false, message: expected });
      expect(parseTypedNumber(typed)).toBeNull();
    }
  });

  it('without the decimal comma (where `,` separates list items) a comma is refused and the rest is the same', () => {
    expect(readTypedNumber('1,5', { decimalComma: false })).toEqual({ ok: false, message: '"1,5" is not a number (use one decimal separator and no thousands separator)' });
    expect(readTypedNumber(' 1.5e2 ', { decimalComma: false })).toEqual({ ok: true, value: 150 });
    expect(parseTypedNumber('0x10', { decimalComma: false })).toBeNull();
  });
});
