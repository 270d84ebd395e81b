import type { Credentials } from './login-api';

export type CredentialErrors = Partial<Record<keyof Credentials, 'invalidEmail' | 'passwordRequired'>>;

// Deliberately loose: the server decides what an account's address is; this only catches typos.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the text can be an e-mail address at all (also used by the password reset request). */
export function looksLikeEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** Checks done before the request: an address that cannot be one and an empty password. */
export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!looksLikeEmail(email)) errors.email = 'invalidEmail';
  if (password === '') errors.password = 'passwordRequired';
  return errors;
}
