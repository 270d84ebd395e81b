import { validateCredentials } from './validate';

describe('validateCredentials', () => {
  it('accepts an address and a password', () => {
    expect(validateCredentials({ email: ' sam@example.com ', password: 'x' })).toEqual({});
  });

  it.each(['', 'sam', 'sam@', 'sam@example', 'sam @example.com'])('rejects the address %p', (email) => {
    expect(validateCredentials({ email, password: 'x' })).toEqual({ email: 'invalidEmail' });
  });

  it('asks for the password', () => {
    expect(validateCredentials({ email: 'sam@example.com', password: '' })).toEqual({
      password: 'passwordRequired',
    });
  });
});
