import {
  ageOn,
  recheckOnBlur,
  recheckOnChange,
  validateScreen,
  validateSignupStart,
  type SignupStart,
  type StartValues,
} from './validate';

const today = new Date(Date.UTC(2025, 5, 15)); // 15 June 2025
const valid: SignupStart = {
  email: 'sam@example.com',
  name: 'sam',
  password: 'secret horse',
  date_of_birth: '1990-04-01',
};

describe('validateSignupStart', () => {
  it('accepts a complete, adult signup', () => {
    expect(validateSignupStart(valid, 18, today)).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(validateSignupStart({ email: '', name: '', password: '', date_of_birth: '' }, 18, today)).toEqual({
      email: 'emailRequired',
      name: 'usernameRequired',
      password: 'passwordRequired',
      date_of_birth: 'dateOfBirth',
    });
  });

  it('asks for a password of at least 8 characters', () => {
    expect(validateSignupStart({ ...valid, password: 'short' }, 18, today)).toEqual({
      password: 'passwordTooShort',
    });
  });

  it('refuses a username equal to the e-mail address, whatever its case', () => {
    expect(validateSignupStart({ ...valid, name: 'Sam@Example.com' }, 18, today)).toEqual({
      name: 'usernameIsEmail',
    });
  });

  it('refuses a username starting with @', () => {
    expect(validateSignupStart({ ...valid, name: '@sam' }, 18, today)).toEqual({ name: 'usernameAt' });
  });

  it("checks the username by the API's own rule and names the problem", () => {
    const cases: [string, string][] = [
      ['<img src=x onerror=alert(1)>', 'nameDisallowedCharacters'],
      ['Anna<b>', 'nameDisallowedCharacters'],
      ['Anna \u{1F60D}', 'nameSymbols'],
      ['Rob\u200Din', 'nameInvalidCharacters'],
      ['Anna\u202E', 'nameInvalidCharacters'],
      ['Anna  Bell', 'nameDoubleSpace'],
      ['Al', 'nameLength'],
      ['Admin', 'nameReserved'],
    ];
    for (const [name, error] of cases) {
      expect({ name, errors: validateSignupStart({ ...valid, name }, 18, today) }).toEqual({
        name,
        errors: { name: error },
      });
    }
    for (const name of ['José', 'Zoë-Marie', "O'Neil", 'Łukasz', 'Anna B.']) {
      expect({ name, errors: validateSignupStart({ ...valid, name }, 18, today) }).toEqual({
        name,
        errors: {},
      });
    }
  });

  it('asks minors for their date of birth again, and accepts the day they come of age', () => {
    expect(validateSignupStart({ ...valid, date_of_birth: '2007-06-16' }, 18, today)).toEqual({
      date_of_birth: 'dateOfBirth',
    });
    expect(validateSignupStart({ ...valid, date_of_birth: '2007-06-15' }, 18, today)).toEqual({});
  });

  it.each(['2001-02-30', '15.06.1990', '2030-01-01', '1800-01-01'])(
    'calls %s an invalid date of birth',
    (date) => {
      expect(validateSignupStart({ ...valid, date_of_birth: date }, 18, today)).toEqual({
        date_of_birth: 'invalidDateOfBirth',
      });
    },
  );
});

describe('ageOn', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn(new Date(Date.UTC(2000, 5, 15)), today)).toBe(25);
    expect(ageOn(new Date(Date.UTC(2000, 5, 16)), today)).toBe(24);
  });
});

describe('the three screens up to the account', () => {
  const answers: StartValues = { ...valid, gender: 'female', looking_for: 'male', signup_message: '' };
  const empty: StartValues = {
    email: '',
    name: '',
    password: '',
    date_of_birth: '',
    gender: '',
    looking_for: '',
    signup_message: '',
  };

  it("checks only the screen's own fields, saying what is required", () => {
    expect(validateScreen('who', empty, 18, today)).toEqual({
      gender: 'genderRequired',
      looking_for: 'lookingForRequired',
    });
    expect(validateScreen('you', empty, 18, today)).toEqual({
      name: 'usernameRequired',
      date_of_birth: 'dateOfBirth',
    });
    expect(validateScreen('login', empty, 18, today)).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(validateScreen('you', answers, 18, today)).toEqual({});
  });

  it('clears a mark the moment its field is fixed', () => {
    const marked = validateScreen('you', { ...answers, name: '' }, 18, today);
    expect(marked).toEqual({ name: 'usernameRequired' });
    expect(recheckOnChange(marked, 'name', answers, 18, today)).toEqual({});
  });

  it('takes a required mark away while typing, and names what is still wrong on leaving the field', () => {
    const marked = validateScreen('login', { ...answers, email: '' }, 18, today);
    expect(marked).toEqual({ email: 'emailRequired' });
    const typing = { ...answers, email: 'sam@exa' };
    const afterChange = recheckOnChange(marked, 'email', typing, 18, today);
    expect(afterChange).toEqual({});
    expect(recheckOnBlur(afterChange, 'email', typing, 18, today)).toEqual({ email: 'invalidEmail' });
    expect(recheckOnBlur({}, 'email', { ...answers, email: '' }, 18, today)).toEqual({});
  });

  it('leaves unmarked fields quiet while the visitor types', () => {
    expect(recheckOnChange({}, 'email', { ...answers, email: 's' }, 18, today)).toEqual({});
  });

  it('clears "username equals e-mail" when the address changes', () => {
    const same = { ...answers, name: 'sam@example.com' };
    const marked = { name: 'usernameIsEmail' as const };
    expect(recheckOnChange(marked, 'email', { ...same, email: 'other@example.com' }, 18, today)).toEqual({});
  });
});
