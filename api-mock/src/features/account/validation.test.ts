/** @jest-environment node */
import { checkDateOfBirth, checkEmail, checkName, checkPassword, ageOn } from './validation.js';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('account field rules (SPEC section 5)', () => {
  it('refuses a username equal to the e-mail address, in any case', () => {
    expect(checkName('Robin@Example.com', 'robin@example.com')).toEqual({
      code: 'name_equals_email',
      message: 'Username may not be the same as your e-mail address',
    });
  });

  it('refuses a username starting with @', () => {
    expect(checkName('@robin', 'robin@example.com')?.message).toBe('Username may not start with @');
  });

  it('limits usernames to 3-30 characters', () => {
    expect(checkName('Ro', 'a@example.com')?.code).toBe('name_length');
    expect(checkName('R'.repeat(31), 'a@example.com')?.code).toBe('name_length');
    expect(checkName('Rob', 'a@example.com')).toBeNull();
    expect(checkName('Ł'.repeat(30), 'a@example.com')).toBeNull();
  });

  it('checks the date of birth against the minimum age and the calendar', () => {
    expect(checkDateOfBirth('2008-06-02', 18, NOW)?.message).toBe('Enter your date of birth (18+)');
    expect(checkDateOfBirth('2008-06-01', 18, NOW)).toBeNull();
    expect(checkDateOfBirth('', 21, NOW)?.message).toBe('Enter your date of birth (21+)');
    for (const invalid of ['2001-02-30', '1990-13-01', '17.05.1990', '2030-01-01', '1890-01-01']) {
      expect(checkDateOfBirth(invalid, 18, NOW)?.message).toBe('Invalid date of birth.');
    }
    expect(ageOn('1990-06-02', NOW)).toBe(35);
    expect(ageOn('1990-06-01', NOW)).toBe(36);
  });

  it('refuses malformed addresses and suggests the likely intended one', () => {
    expect(checkEmail('not-an-address')).toEqual({
      problem: { code: 'email_invalid', message: 'Invalid email' },
    });
    expect(checkEmail('jane@gmial.com')).toEqual({
      problem: { code: 'email_invalid', message: 'Invalid email' },
      suggestion: 'jane@gmail.com',
    });
    expect(checkEmail(' Jane@Example.com ').problem).toBeNull();
    // A guess towards another TLD is not reliable enough to refuse a well-formed address.
    expect(checkEmail('jane@flirtmoment.test').problem).toBeNull();
  });

  it('requires 8 to 128 characters and refuses common passwords', () => {
    expect(checkPassword('short')?.code).toBe('password_too_short');
    expect(checkPassword('x'.repeat(129))?.code).toBe('password_too_long');
    expect(checkPassword('x'.repeat(128))).toBeNull();
    expect(checkPassword('password1')?.code).toBe('password_common');
    expect(checkPassword('Qwertyuiop')?.code).toBe('password_common');
    expect(checkPassword('correct horse battery')).toBeNull();
  });
});
