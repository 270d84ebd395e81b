import { fieldMessage } from './api-errors';

describe('fieldMessage', () => {
  it("maps the API's wording and codes onto the client's translated messages", () => {
    expect(fieldMessage('Username may not be the same as your e-mail address')).toEqual({
      key: 'usernameIsEmail',
    });
    expect(fieldMessage('name_starts_with_at')).toEqual({ key: 'usernameAt' });
    expect(fieldMessage('Invalid email')).toEqual({ key: 'invalidEmail' });
    expect(fieldMessage('Invalid date of birth.')).toEqual({ key: 'invalidDateOfBirth' });
    expect(fieldMessage('Enter your date of birth (21+)')).toEqual({
      key: 'dateOfBirth',
      values: { age: 21 },
    });
    expect(fieldMessage('whatever the wording', 'password_common')).toEqual({ key: 'passwordCommon' });
    expect(fieldMessage('whatever the wording', 'name_invalid_characters')).toEqual({
      key: 'nameInvalidCharacters',
    });
    expect(fieldMessage('This username is reserved, please choose another one.')).toEqual({
      key: 'nameReserved',
    });
    expect(fieldMessage('whatever the wording', 'name_reserved')).toEqual({ key: 'nameReserved' });
    expect(fieldMessage('Password must be at least 8 characters long.', 'password_too_short')).toEqual({
      key: 'passwordTooShort',
      values: { min: 8 },
    });
  });

  it("keeps the API's own words for anything else", () => {
    expect(fieldMessage('Invalid value.', 'invalid_value')).toEqual({ text: 'Invalid value.' });
  });
});
