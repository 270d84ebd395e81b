import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFetch } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import ResetPasswordDoPage from './ResetPasswordDoPage';

const withToken = { path: '/reset-password/do', url: '/reset-password/do?token=abc123' };

async function choose(password: string, repeat: string) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/Repeat the new password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordDoPage', () => {
  it('refuses two different passwords before sending anything', async () => {
    const { mock } = answerFetch(500, {});
    await renderPage(<ResetPasswordDoPage />, withToken);
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    await choose('correct horse', 'correct hose');
    expect(screen.getByLabelText(/Repeat the new password/)).toHaveAccessibleDescription(
      'The entered passwords are not the same.',
    );
    expect(mock).not.toHaveBeenCalled();
  });

  it('asks for a long enough password', async () => {
    answerFetch(500, {});
    await renderPage(<ResetPasswordDoPage />, withToken);
    await choose('short', 'short');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Use at least 8 characters');
  });

  it('sets the password with the token and leads to the login', async () => {
    const { sent } = answerFetch(200, { success: true });
    await renderPage(<ResetPasswordDoPage />, withToken);
    await choose('correct horse', 'correct horse');
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/password-reset-do.php',
      body: { token: 'abc123', password: 'correct horse', password_repeat: 'correct horse' },
    });
  });

  it("shows the API's answers in the product's wording, with a new link for an expired one", async () => {
    answerFetch(400, { error: 'token_invalid', message: 'server wording', statusCode: 400 });
    await renderPage(<ResetPasswordDoPage />, withToken);
    await choose('correct horse', 'correct horse');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Link expired or invalid, request a new email');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('translates the server-side passwords_differ too', async () => {
    answerFetch(400, { error: 'passwords_differ', message: 'server wording', statusCode: 400 });
    await renderPage(<ResetPasswordDoPage />, withToken);
    await choose('correct horse', 'correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent('The entered passwords are not the same.');
  });

  it('without a token, says the link is expired or invalid', async () => {
    await renderPage(<ResetPasswordDoPage />, { path: '/reset-password/do' });
    expect(
      screen.getByRole('heading', { name: 'Link expired or invalid, request a new email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
