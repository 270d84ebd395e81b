/** @jest-environment node */
import { DIRECT_DEBIT_OTP_DIGITS } from 'contract';
import { generateOtp, hashOtp, otpMatches } from './otp.js';
import { otpSmsText } from './sms-text.js';
import { VALID_FORM } from '../../testing/direct-debit.js';
import { checkDirectDebitForm, checkText, maskIban, maskPhone, parseIban, parsePhone } from './validation.js';

const form = (overrides: Record<string, unknown> = {}) =>
  ({ package: 1, ...VALID_FORM, ...overrides }) as Parameters<typeof checkDirectDebitForm>[0];

describe('IBAN', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['nl91abna0417164300', 'NL91ABNA0417164300'],
    ['AT61 1904 3002 3457 3201', 'AT611904300234573201'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
    ['BE68-5390-0754-7034', 'BE68539007547034'],
    ['IT60X0542811101000000123456', 'IT60X0542811101000000123456'],
    ['ES91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    ['PL61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874'],
    ['CH93 0076 2011 6238 5295 7', 'CH9300762011623852957'],
    ['GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819'],
  ])('accepts %s of a SEPA country as %s', (typed, stored) => {
    expect(parseIban(typed)).toBe(stored);
  });

  it.each([
    ['a wrong check digit', 'DE89370400440532013001'],
    ['a wrong length for the country', 'DE8937040044053201300'],
    ['an unknown country', 'XX89370400440532013000'],
    ['a valid IBAN outside SEPA (Brazil)', 'BR1800360305000010009795493C1'],
    ['a valid IBAN outside SEPA (Turkey)', 'TR330006100519786457841326'],
    ['other characters', 'DE89.3704.0044.0532.0130.00'],
    ['a NUL', 'DE89370400440532013000\u0000'],
    ['words', 'my iban'],
  ])('refuses %s', (_, typed) => {
    expect(parseIban(typed)).toBeNull();
  });

  it('masks all but the country, check digits and last four characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 **** **** **43 00');
    expect(maskIban('BE68539007547034')).toBe('BE68 **** **** 7034');
  });
});

describe('phone', () => {
  it.each([
    ['0151 23456789', 'DE', '+4915123456789'],
    ['030 1234567', 'DE', '+49301234567'],
    ['06-12345678', 'NL', '+31612345678'],
    ['020 123 4567', 'NL', '+31201234567'],
    ['0664 1234567', 'AT', '+436641234567'],
    ['+33 6 12 34 56 78', 'DE', '+33612345678'],
    ['0470 12 34 56', 'BE', '+32470123456'],
    ['612 345 678', 'ES', '+34612345678'],
    ['312 345 6789', 'IT', '+393123456789'],
    ['512 345 678', 'PL', '+48512345678'],
    ['(07400) 123456', 'GB', '+447400123456'],
  ])('reads %s in %s as %s', (typed, country, e164) => {
    expect(parsePhone(typed, country)).toBe(e164);
  });

  it.each([
    ['too short', '12345', 'DE'],
    ['a toll-free number', '0800 1234567', 'DE'],
    ['a premium-rate number', '0900 1234567', 'DE'],
    ['a country code only', '+49 151', 'DE'],
    ['letters', 'call me', 'DE'],
    ['a number inside text', 'tel 0151 23456789', 'DE'],
    ['a NUL', '0151 23456789\u0000', 'DE'],
    ['an unknown region without country code', '0151 23456789', 'ZZ'],
  ])('refuses %s', (_, typed, country) => {
    expect(parsePhone(typed, country)).toBeNull();
  });

  it('masks all but the country code and the last two digits, hiding the length', () => {
    expect(maskPhone('+4915123456767')).toBe('+49 *** **** 67');
    expect(maskPhone('+31612345678')).toBe('+31 *** **** 78');
  });
});

describe('the form', () => {
  it('answers the normalised form', () => {
    const checked = checkDirectDebitForm(
      form({ account_holder: '  Anna   Schmidt ', zip: '1012 ab', country: 'NL', phone: '06 12345678' }),
    );
    expect(checked).toEqual({
      ok: true,
      form: {
        accountHolder: 'Anna Schmidt',
        street: 'Hauptstraße',
        houseNumber: '12a',
        zip: '1012 AB',
        city: 'Berlin',
        iban: 'DE89370400440532013000',
        phone: '+31612345678',
      },
    });
  });

  it('reports every field at once', () => {
    const checked = checkDirectDebitForm(
      form({
        account_holder: ' ',
        street: '',
        house_number: '',
        zip: '',
        city: '',
        iban: '',
        phone: '',
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.problems).sort()).toEqual(
      ['account_holder', 'city', 'house_number', 'iban', 'phone', 'street', 'zip'].sort(),
    );
    for (const problem of Object.values(checked.problems)) {
      expect(problem).toEqual({ code: 'required', message: 'This field is required.' });
    }
  });

  it.each([
    ['NUL', 'Anna\u0000Schmidt'],
    ['a line break', 'Anna\nSchmidt'],
    ['a tab', 'Anna\tSchmidt'],
    ['DEL', 'Anna\u007fSchmidt'],
    ['a C1 control', 'Anna\u0085Schmidt'],
    ['a text-direction override', 'Anna\u202eSchmidt'],
  ])('refuses %s in a text field', (_, value) => {
    expect(checkText('account_holder', value)).toEqual({
      code: 'invalid_characters',
      message: 'This field may not contain control characters.',
    });
  });

  it('bounds the lengths', () => {
    expect(checkText('account_holder', 'A')?.code).toBe('too_short');
    expect(checkText('account_holder', 'A'.repeat(70))).toBeNull();
    expect(checkText('account_holder', 'A'.repeat(71))).toEqual({
      code: 'too_long',
      message: 'Please enter at most 70 characters.',
    });
    expect(checkText('city', 'B'.repeat(36))?.code).toBe('too_long');
    expect(checkText('house_number', '1')).toBeNull();
    expect(checkText('zip', '10115')).toBeNull();
    expect(checkText('zip', 'SW1A 1AA')).toBeNull();
    expect(checkText('zip', '10/115')).toEqual({
      code: 'zip_invalid',
      message: 'Please enter a valid postcode.',
    });
  });
});

describe('the code', () => {
  it('has the configured digits and matches only itself, typed with spaces too', () => {
    const code = generateOtp();
    expect(code).toMatch(new RegExp(`^\\d{${DIRECT_DEBIT_OTP_DIGITS}}$`));
    const stored = hashOtp(code);
    expect(stored).not.toContain(code);
    expect(otpMatches(code, stored)).toBe(true);
    expect(otpMatches(`${code.slice(0, 3)} ${code.slice(3)}`, stored)).toBe(true);
    const other = String((Number(code) + 1) % 10 ** DIRECT_DEBIT_OTP_DIGITS).padStart(
      DIRECT_DEBIT_OTP_DIGITS,
      '0',
    );
    expect(otpMatches(other, stored)).toBe(false);
    expect(otpMatches('', stored)).toBe(false);
    expect(otpMatches(code, 'garbage')).toBe(false);
    // The same code hashes differently each time (salted).
    expect(hashOtp(code)).not.toBe(stored);
  });
});

describe('the SMS text', () => {
  it.each([
    ['en', 'Flirtmoment: your code is 123456. It is valid for 10 minutes.'],
    ['de', 'Flirtmoment: Dein Code lautet 123456. Er ist 10 Minuten gültig.'],
    ['es', 'Flirtmoment: tu código es 123456. Es válido durante 10 minutos.'],
    ['fr', 'Flirtmoment\u00a0: votre code est 123456. Il est valable 10 minutes.'],
    ['it', 'Flirtmoment: il tuo codice è 123456. È valido per 10 minuti.'],
    ['nl', 'Flirtmoment: je code is 123456. Deze is 10 minuten geldig.'],
    ['pl', 'Flirtmoment: Twój kod to 123456. Jest ważny przez 10 minut.'],
    ['xx', 'Flirtmoment: your code is 123456. It is valid for 10 minutes.'],
  ])('in %s', (language, text) => {
    expect(otpSmsText(language, 'Flirtmoment', '123456', 10)).toBe(text);
  });

  it('uses the plural forms of the language', () => {
    expect(otpSmsText('pl', 'X', '1', 1)).toContain('przez 1 minutę.');
    expect(otpSmsText('pl', 'X', '1', 3)).toContain('przez 3 minuty.');
    expect(otpSmsText('en', 'X', '1', 1)).toContain('for 1 minute.');
  });
});
