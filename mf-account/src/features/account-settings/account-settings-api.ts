import { request } from 'shared-ui/kernel';

/**
 * POST /api/mail-change.php: mails a confirmation link to the new address; the address changes on click.
 * The current password is required (400 password_wrong when it is not right).
 */
export async function requestMailChange(email: string, password: string): Promise<void> {
  await request('POST /api/mail-change.php', { json: { email, password } });
}

/**
 * PUT /api/password.php: checks the old password and stores the new one. Every other session of the
 * account ends; this device gets a fresh session cookie with the answer.
 */
export async function changePassword(oldPassword: string, password: string): Promise<void> {
  await request('PUT /api/password.php', { json: { old_password: oldPassword, password } });
}
