import { request } from 'shared-ui/kernel';

/** POST /api/password-reset.php: sends the reset e-mail (at most 3 per address a day). */
export async function requestPasswordReset(email: string): Promise<void> {
  await request('POST /api/password-reset.php', { json: { email } });
}

/** POST /api/password-reset-do.php: sets the new password through the e-mailed token. */
export async function resetPassword(token: string, password: string, passwordRepeat: string): Promise<void> {
  await request('POST /api/password-reset-do.php', {
    json: { token, password, password_repeat: passwordRepeat },
  });
}
