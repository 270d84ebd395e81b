/** @jest-environment node */
import fc from 'fast-check';
import { ID_MAX } from './constants.js';
import {
  ID_LIST_PATTERN,
  MULTILINE_PATTERN,
  positiveIntegerPattern,
  SINGLE_LINE_PATTERN,
} from './primitives.js';

const matches = (pattern: string, value: string) => new RegExp(`^${pattern}$`, 'u').test(value);

describe('contract primitives', () => {
  it('matches exactly the decimals 1..max without leading zeros', () => {
    for (const max of [1, 7, 10, 99, 100, 305, 1000]) {
      const pattern = positiveIntegerPattern(max);
      for (let value = 0; value <= max * 2 + 10; value += 1) {
        expect({ max, value, match: matches(pattern, String(value)) }).toEqual({
          max,
          value,
          match: value >= 1 && value <= max,
        });
      }
      expect(matches(pattern, '01')).toBe(false);
    }
    const id = positiveIntegerPattern(ID_MAX);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (value) => {
        expect(matches(id, value.toString())).toBe(value >= 1n && value <= BigInt(ID_MAX));
      }),
      { seed: 7, numRuns: 2000 },
    );
    for (const value of ['1', '2147483647', '999999999', '1999999999', '2147483639']) {
      expect(matches(id, value)).toBe(true);
    }
    for (const value of ['0', '2147483648', '2147483650', '2200000000', '9999999999', '-1', '1e3', ' 1']) {
      expect(matches(id, value)).toBe(false);
    }
  });

  it('accepts lists of 1 to 100 ids within bounds', () => {
    const list = new RegExp(ID_LIST_PATTERN, 'u');
    expect(list.test('1')).toBe(true);
    expect(list.test('1,2,2147483647')).toBe(true);
    expect(list.test(Array.from({ length: 100 }, (_, i) => i + 1).join(','))).toBe(true);
    expect(list.test(Array.from({ length: 101 }, (_, i) => i + 1).join(','))).toBe(false);
    for (const value of ['', '0', '1,', ',1', '1,,2', '2147483648', '1,9999999999', '1, 2']) {
      expect({ value, match: list.test(value) }).toEqual({ value, match: false });
    }
  });

  it('refuses bidi controls in every text, single-line and free', () => {
    const single = new RegExp(SINGLE_LINE_PATTERN, 'u');
    const multi = new RegExp(MULTILINE_PATTERN, 'u');
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      expect({
        control,
        single: single.test(`abc${control}def`),
        multi: multi.test(`abc${control}def`),
      }).toEqual({
        control,
        single: false,
        multi: false,
      });
    }
    // Right-to-left scripts need no control character: Arabic and Hebrew text is text.
    expect(multi.test('مرحبا שלום hello')).toBe(true);
  });

  it('refuses control characters in text; free text keeps line breaks and tabs', () => {
    const single = new RegExp(SINGLE_LINE_PATTERN, 'u');
    const multi = new RegExp(MULTILINE_PATTERN, 'u');
    for (const text of ['Zoë', 'Łódź 😀', '', 'a\u200Bb']) {
      expect(single.test(text)).toBe(true);
      expect(multi.test(text)).toBe(true);
    }
    for (const text of ['a\u0000', '\u001b[31m', 'a\u007F', 'a\u0085']) {
      expect(single.test(text)).toBe(false);
      expect(multi.test(text)).toBe(false);
    }
    expect(single.test('line\nbreak')).toBe(false);
    expect(multi.test('line\r\nbreak\tand tab')).toBe(true);
  });
});
