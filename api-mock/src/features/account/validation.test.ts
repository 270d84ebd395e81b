/** @jest-environment node */
import {
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPassword,
  ageOn,
  isReservedName,
  normalizeName,
} from './validation.js';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('account field rules', () => {
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

  const INVALID_CHARACTERS = {
    code: 'name_invalid_characters',
    message: 'Username may not contain invisible characters, text-direction controls or stacked accents.',
  };

  it('refuses names with bidi controls, of zero-width characters only, or with stacked combining marks', () => {
    const refused = [
      'Robin\u202Egnp.exe', // right-to-left override
      '\u202ARobin',
      'Rob\u2066in\u2069',
      'Robin\u200E',
      'Robin\u200F',
      'Rob\u061Cin',
      '\u200B\u200B\u200B', // zero-width only
      '\u200C\u200D\u2060\uFEFF',
      '\u3164\u3164\u3164', // Hangul filler, shown as nothing
      'Ro\u0301\u0302\u0303bin', // three combining marks in a row
      'Z\u0336\u0337\u0338\u0334algo',
      '\u0301Robin', // starts with a combining mark
      'Rob\u0000in',
      'Rob\u001bin',
    ];
    for (const name of refused) {
      expect({ name, problem: checkName(name, 'a@example.com') }).toEqual({
        name,
        problem: INVALID_CHARACTERS,
      });
    }
    // Accents as typed in real names: precomposed, decomposed (composed by NFC) and two marks on one letter.
    for (const name of [
      'Zoë',
      'Zoe\u0308',
      'Nguyễn',
      'Bê\u0323n Tre',
      'Łucja',
      'أحمد',
      'עִדּוֹ',
      'राजेश',
      'Jean-Luc',
    ]) {
      expect({ name, problem: checkName(name, 'a@example.com') }).toEqual({ name, problem: null });
    }
    // Blank is a length problem, as before.
    expect(checkName('   ', 'a@example.com')?.code).toBe('name_length');
  });

  it("allows letters of any script, digits, single spaces and . _ - ' only, naming the problem", () => {
    const refusals: [string, string, string][] = [
      [
        '<img src=x onerror=alert(1)>',
        'name_disallowed_characters',
        "Username may only contain letters, digits, spaces and . _ - '",
      ],
      [
        'Anna<b>',
        'name_disallowed_characters',
        "Username may only contain letters, digits, spaces and . _ - '",
      ],
      [
        'Tom & Jerry',
        'name_disallowed_characters',
        "Username may only contain letters, digits, spaces and . _ - '",
      ],
      [
        'Say "hi"',
        'name_disallowed_characters',
        "Username may only contain letters, digits, spaces and . _ - '",
      ],
      [
        'a/b\\c',
        'name_disallowed_characters',
        "Username may only contain letters, digits, spaces and . _ - '",
      ],
      [
        '{{name}}',
        'name_disallowed_characters',
        "Username may only contain letters, digits, spaces and . _ - '",
      ],
      [
        'Rob!n#1',
        'name_disallowed_characters',
        "Username may only contain letters, digits, spaces and . _ - '",
      ],
      ['Anna 😀', 'name_symbols', 'Username may not contain emoji or symbols.'],
      ['Cash$$$', 'name_symbols', 'Username may not contain emoji or symbols.'],
      ['Love♥You', 'name_symbols', 'Username may not contain emoji or symbols.'],
      ['Rob\u200Din', 'name_invalid_characters', INVALID_CHARACTERS.message],
      ['Rob\u00A0in', 'name_invalid_characters', INVALID_CHARACTERS.message],
      ['Rob\tin', 'name_invalid_characters', INVALID_CHARACTERS.message],
      ['Anna  Bell', 'name_double_space', 'Username may not contain two spaces in a row.'],
    ];
    for (const [name, code, message] of refusals) {
      expect({ name, problem: checkName(name, 'a@example.com') }).toEqual({
        name,
        problem: { code, message },
      });
    }
    for (const name of [
      'José',
      'Zoë-Marie',
      "O'Neil",
      'O\u2019Neil',
      'Łukasz',
      'Anna B.',
      'mia_84',
      '李小龍',
      '  Anna  ',
    ]) {
      expect({ name, problem: checkName(name, 'a@example.com') }).toEqual({ name, problem: null });
    }
  });

  it('stores and measures names composed (NFC) and trimmed', () => {
    expect(normalizeName('  Zoe\u0308 ')).toBe('Zoë');
    // 30 letters with a decomposed accent each are 30 characters once composed.
    expect(checkName('e\u0301'.repeat(30), 'a@example.com')).toBeNull();
    expect(checkName('e\u0301'.repeat(31), 'a@example.com')?.code).toBe('name_length');
  });

  it('refuses reserved names and the site name, whatever the case, spacing or width', () => {
    const reserved = {
      code: 'name_reserved',
      message: 'This username is reserved, please choose another one.',
    };
    const site = ['Flirt Moment', 'flirtmoment.test'];
    for (const name of [
      'Admin',
      'ADMINISTRATOR',
      'Mod erator',
      'support',
      ' S y s t e m ',
      'Ａｄｍｉｎ',
      'ad.min',
    ]) {
      expect({ name, problem: checkName(name, 'a@example.com', site) }).toEqual({ name, problem: reserved });
    }
    for (const name of ['flirtmoment', 'flirt_moment', 'FlirtMoment.test']) {
      expect({ name, problem: checkName(name, 'a@example.com', site) }).toEqual({ name, problem: reserved });
    }
    expect(checkName('Admiral', 'a@example.com', site)).toBeNull();
    expect(checkName('Supporter', 'a@example.com', site)).toBeNull();
    expect(isReservedName('Flirt Moment', [])).toBe(false);
  });

  it('refuses reserved names as words and in lookalike letters (their confusable skeleton)', () => {
    const site = ['Flirt Moment', 'flirtmoment.test'];
    for (const name of [
      'Admin1',
      'Admin 2024',
      '\u0410dmin', // Cyrillic А
      'Аdmіn', // Cyrillic А and і
      'Support Team',
      'The Support',
      'Team-Moderator',
      'Supp0rt',
      'Ѕystem', // Cyrillic Ѕ
      'Àdmin',
      'Flirt Moment Anna',
      'Flirtmoment Team',
    ]) {
      expect({ name, problem: checkName(name, 'a@example.com', site)?.code }).toEqual({
        name,
        problem: 'name_reserved',
      });
    }
    for (const name of [
      'Admiral',
      'Supporter',
      'Systemic Sam',
      'Adminah',
      'Moment',
      'Flirty Anna',
      'Test Tom',
    ]) {
      expect({ name, problem: checkName(name, 'a@example.com', site) }).toEqual({ name, problem: null });
    }
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
