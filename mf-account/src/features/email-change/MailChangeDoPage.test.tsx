import { screen } from '@testing-library/react';
import { userAtom } from 'shared-ui/kernel';
import { answerFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import MailChangeDoPage from './MailChangeDoPage';

const withToken = { path: '/mail-change/do', url: '/mail-change/do?token=t0k3n' };

describe('MailChangeDoPage', () => {
  it('confirms the new address once with the token of the link', async () => {
    const before = userFixture();
    const after = userFixture({ language: 'de' });
    const { sent } = answerFetch(200, { user: after });
    const { store } = await renderPage(<MailChangeDoPage />, { ...withToken, user: before });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Your e-mail address has been changed')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/mail-change-do.php',
      body: { token: 't0k3n' },
    });
    expect(store.get(userAtom)).toEqual(after);
    expect(screen.getByRole('link', { name: 'Go to your settings' })).toHaveAttribute(
      'href',
      '/notifications/account',
    );
  });

  it('does not log in a visitor who opens the link without a session', async () => {
    answerFetch(200, { user: userFixture() });
    const { store } = await renderPage(<MailChangeDoPage />, withToken);
    expect(await screen.findByText('Your e-mail address has been changed')).toBeInTheDocument();
    expect(store.get(userAtom)).toBeNull();
  });

  it.each([
    ['token_invalid', 400, 'Link expired or invalid, request a new email'],
    ['new_email_invalid', 400, 'New email adress is invalid.'],
    ['email_duplicate', 409, 'This email address already owns an account on this website.'],
  ])('shows %s in the product wording', async (error, statusCode, text) => {
    answerFetch(statusCode, { error, message: 'server wording', statusCode });
    await renderPage(<MailChangeDoPage />, withToken);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your e-mail address could not be changed');
    expect(alert).toHaveTextContent(text);
  });

  it('without a token, says the link is expired or invalid', async () => {
    const { mock } = answerFetch(500, {});
    await renderPage(<MailChangeDoPage />, { path: '/mail-change/do' });
    expect(screen.getByRole('heading', { name: 'Link expired or invalid' })).toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
  });
});
