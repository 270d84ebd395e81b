import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SettingsPage from '../settings/SettingsPage';

const refusal = (status: number, error: string, message: string) => ({
  status,
  body: { error, message, statusCode: status },
});

/** The calls the forms made (the page's other sections load their own state, e.g. the data export). */
const formCalls = (sent: { path: string }[]) =>
  sent.filter((call) => !['/api/data-export.php', '/api/notification-settings.php'].includes(call.path));

async function renderSettings() {
  await renderPage(<SettingsPage />, {
    path: '/notifications/*',
    url: '/notifications/account',
    user: userFixture({ email: 'sam@example.com' }),
  });
  return {
    email: screen.getByRole('form', { name: 'E-mail address' }),
    password: screen.getByRole('form', { name: 'Password' }),
    user: userEvent.setup(),
  };
}

describe('changing the e-mail address', () => {
  async function fill(form: HTMLElement, user: ReturnType<typeof userEvent.setup>, values: string[]) {
    const labels = [/^New e-mail address/, /^Current password/];
    for (const [index, value] of values.entries()) {
      if (value) await user.type(within(form).getByLabelText(labels[index]!), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
  }

  it('sends the new address with the current password and says the link went out', async () => {
    const { sent } = stubFetch({ 'POST /api/mail-change.php': { body: { success: true } } });
    const { email, user } = await renderSettings();
    expect(email).toHaveTextContent('We send our e-mails to sam@example.com.');
    expect(within(email).getByLabelText(/^Current password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await fill(email, user, ['sam.new@example.org', 'my-secret-1']);
    expect(await within(email).findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to sam.new@example.org. Your address changes as soon as you click it, ' +
        'and you are then logged out on all other devices.',
    );
    expect(formCalls(sent)[0]).toMatchObject({
      method: 'POST',
      path: '/api/mail-change.php',
      body: { email: 'sam.new@example.org', password: 'my-secret-1' },
    });
    expect(within(email).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it.each([
    ['not an address', 'sam@'],
    ['the current address', 'SAM@example.com'],
  ])('refuses %s before sending', async (_label, typed) => {
    const { sent } = stubFetch({});
    const { email, user } = await renderSettings();
    await fill(email, user, [typed, 'my-secret-1']);
    expect(within(email).getByLabelText(/^New e-mail address/)).toHaveAccessibleDescription(
      'New email adress is invalid.',
    );
    expect(formCalls(sent)).toEqual([]);
  });

  it('asks for the current password before sending', async () => {
    const { sent } = stubFetch({});
    const { email, user } = await renderSettings();
    await fill(email, user, ['sam.new@example.org', '']);
    expect(within(email).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Enter your current password',
    );
    expect(formCalls(sent)).toEqual([]);
  });

  it('shows a wrong password at the password field', async () => {
    stubFetch({
      'POST /api/mail-change.php': refusal(400, 'password_wrong', 'Please check your password.'),
    });
    const { email, user } = await renderSettings();
    await fill(email, user, ['sam.new@example.org', 'not-it']);
    expect(await within(email).findByText('Please check your password.')).toBeInTheDocument();
    expect(within(email).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Please check your password.',
    );
    expect(within(email).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(email).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the lockout with its minutes when the password guesses reached it', async () => {
    stubFetch({
      'POST /api/mail-change.php': {
        status: 429,
        body: { error: 'account_locked', message: 'Locked.', statusCode: 429, minutes: 12 },
      },
    });
    const { email, user } = await renderSettings();
    await fill(email, user, ['sam.new@example.org', 'guess']);
    expect(
      await within(email).findByText('Too many incorrect attempts, account blocked for 12 min.'),
    ).toBeInTheDocument();
  });

  it('says when the address already has an account, in the product wording', async () => {
    stubFetch({
      'POST /api/mail-change.php': refusal(
        409,
        'email_duplicate',
        'This email address already owns an account on this website.',
      ),
    });
    const { email, user } = await renderSettings();
    await fill(email, user, ['taken@example.org', 'my-secret-1']);
    expect(await within(email).findByRole('alert')).toHaveTextContent(
      'This email address already owns an account on this website.',
    );
  });
});

describe('changing the password', () => {
  async function fill(form: HTMLElement, user: ReturnType<typeof userEvent.setup>, values: string[]) {
    const labels = [/^Old password/, /^New password/, /^Repeat the new password/];
    for (const [index, value] of values.entries()) {
      if (value) await user.type(within(form).getByLabelText(labels[index]!), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
  }

  it('sends the old and new password and says other devices were logged out', async () => {
    const { sent } = stubFetch({ 'PUT /api/password.php': { body: { success: true } } });
    const { password, user } = await renderSettings();
    await fill(password, user, ['old-secret-1', 'new-secret-22', 'new-secret-22']);
    expect(await within(password).findByRole('status')).toHaveTextContent(
      'For your security you have been logged out on all other devices.',
    );
    expect(formCalls(sent)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/password.php',
      body: { old_password: 'old-secret-1', password: 'new-secret-22' },
    });
    expect(within(password).getByLabelText(/^Old password/)).toHaveValue('');
  });

  it('shows a wrong old password at the old password field', async () => {
    stubFetch({
      'PUT /api/password.php': refusal(400, 'old_password_wrong', 'Please check your old password.'),
    });
    const { password, user } = await renderSettings();
    await fill(password, user, ['not-it', 'new-secret-22', 'new-secret-22']);
    expect(await within(password).findByText('Please check your old password.')).toBeInTheDocument();
    expect(within(password).getByLabelText(/^Old password/)).toHaveAccessibleDescription(
      'Please check your old password.',
    );
  });

  it('checks the fields before sending: old password, length, and equal new passwords', async () => {
    const { sent } = stubFetch({});
    const { password, user } = await renderSettings();
    await fill(password, user, ['', 'short', '']);
    expect(within(password).getByLabelText(/^Old password/)).toHaveAccessibleDescription(
      'Enter your old password',
    );
    expect(within(password).getByLabelText(/^New password/)).toHaveAccessibleDescription(/at least 8/);
    await fill(password, user, ['x', '-and-longer', 'different-one']);
    expect(within(password).getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription(
      'The entered passwords are not the same.',
    );
    expect(formCalls(sent)).toEqual([]);
  });
});
