import { caretAfterFormat, compactIban, formatIban, isIbanChecksumValid, keepTogether } from './iban';

describe('IBAN helpers', () => {
  it('groups the IBAN in fours as it is typed, upper case', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('DE89 3704-0044')).toBe('DE89 3704 0044');
    expect(formatIban('DE89')).toBe('DE89');
    expect(compactIban(' de89 3704 ')).toBe('DE893704');
  });

  it('keeps the caret behind the same character', () => {
    // Typed the 5th character at the end: the caret goes after the inserted space.
    expect(caretAfterFormat('DE893', 5, 'DE89 3')).toBe(6);
    // Typed in the middle: 'DE89 X3704' -> behind the X.
    expect(caretAfterFormat('DE89 X3704', 6, 'DE89 X370 4')).toBe(6);
    expect(caretAfterFormat('', 0, '')).toBe(0);
  });

  it('checks the mod-97 checksum', () => {
    expect(isIbanChecksumValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIbanChecksumValid('NL91ABNA0417164300')).toBe(true);
    expect(isIbanChecksumValid('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isIbanChecksumValid('DE89')).toBe(false);
  });

  it('keeps a masked IBAN or phone on one line', () => {
    expect(keepTogether('+49 *** **** 89')).toBe('+49\u00a0***\u00a0****\u00a089');
    expect(keepTogether('DE89 **** **** **** **30 00')).not.toContain(' ');
  });
});
