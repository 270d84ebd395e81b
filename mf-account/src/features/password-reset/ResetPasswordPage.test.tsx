import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFetch } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import ResetPasswordPage from './ResetPasswordPage';

async function requestReset(email: string) {
  await userEvent.type(screen.getByLabelText(/E-mail address/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ResetPasswordPage', () => {
  it('offers the reset form, customer service and the way back to login', async () => {
    await renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/pages/service',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before sending anything', async () => {
    const { mock } = answerFetch(500, {});
    await renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    await requestReset('not-an-address');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('Invalid email');
    expect(mock).not.toHaveBeenCalled();
  });

  it('sends the address and confirms that the e-mail is on its way', async () => {
    const { sent } = answerFetch(200, { success: true });
    await renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    await requestReset('sam@example.com');
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/password-reset.php',
      body: { email: 'sam@example.com' },
    });
  });

  it.each([
    ['email_not_found', 404, 'E-mail address not found'],
    ['reset_limit', 429, 'Too many password reset emails sent, please try again tomorrow.'],
  ])('says %s in the product wording', async (error, statusCode, text) => {
    answerFetch(statusCode, { error, message: 'server wording', statusCode });
    await renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    await requestReset('sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
