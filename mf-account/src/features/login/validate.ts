import type { Credentials } from './login-api';

export type CredentialErrors = Partial<Record<keyof Credentials, 'invalidEmail' | 'passwordRequired'>>;

// Deliberately loose: the server decides what an account's address is; this only catches typos.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks done before the request: an address that cannot be one and an empty password. */
export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!EMAIL.test(email.trim())) errors.email = 'invalidEmail';
  if (password === '') errors.password = 'passwordRequired';
  return errors;
}
