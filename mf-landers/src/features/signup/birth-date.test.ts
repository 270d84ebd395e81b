import { birthDateOrder, joinBirthDate, splitBirthDate } from './birth-date';

describe('the date of birth as three parts', () => {
  it('joins complete parts into YYYY-MM-DD, adding the zero of a one-digit day or month', () => {
    expect(joinBirthDate({ day: '1', month: '4', year: '1990' })).toBe('1990-04-01');
    expect(joinBirthDate({ day: '', month: '', year: '' })).toBe('');
    expect(joinBirthDate({ day: '12', month: '', year: '1990' })).toBe('1990--12');
  });

  it('splits a value back into what was typed', () => {
    expect(splitBirthDate('1990-04-01')).toEqual({ day: '01', month: '04', year: '1990' });
    expect(splitBirthDate('1990--12')).toEqual({ day: '12', month: '', year: '1990' });
    expect(splitBirthDate('')).toEqual({ day: '', month: '', year: '' });
  });

  it("orders the parts as the reader's language writes a date", () => {
    expect(birthDateOrder('de')).toEqual(['day', 'month', 'year']);
    expect(birthDateOrder('en')).toEqual(['day', 'month', 'year']);
    expect(birthDateOrder('pl')).toEqual(['day', 'month', 'year']);
  });
});
