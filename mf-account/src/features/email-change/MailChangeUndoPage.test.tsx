import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userAtom } from 'shared-ui/kernel';
import { answerFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import MailChangeUndoPage from './MailChangeUndoPage';

const withToken = { path: '/mail-change/undo', url: '/mail-change/undo?token=und0' };

describe('MailChangeUndoPage', () => {
  it('explains what the undo does and waits for a click before sending the token', async () => {
    const { sent } = answerFetch(200, { success: true });
    const { store } = await renderPage(<MailChangeUndoPage />, { ...withToken, user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Undo the e-mail change' })).toBeInTheDocument();
    expect(
      screen.getByText(/you are logged out on every device and your current password stops working/),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByText('Your e-mail address has been restored')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/mail-change-undo.php',
      body: { token: 'und0' },
    });
    // Every session of the account has ended, this one too.
    expect(store.get(userAtom)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new password link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('says when the link has expired or was used, with the way to customer service', async () => {
    answerFetch(400, {
      error: 'token_invalid',
      message: 'Link expired or invalid, request a new email',
      statusCode: 400,
    });
    await renderPage(<MailChangeUndoPage />, withToken);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo the change' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The change could not be undone');
    expect(alert).toHaveTextContent('This link has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/pages/service',
    );
  });

  it('shows when the old address has meanwhile been taken, in the product wording', async () => {
    answerFetch(409, { error: 'email_duplicate', message: 'server wording', statusCode: 409 });
    await renderPage(<MailChangeUndoPage />, withToken);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email address already owns an account on this website.',
    );
  });

  it('without a token, says the link is expired or invalid', async () => {
    const { mock } = answerFetch(500, {});
    await renderPage(<MailChangeUndoPage />, { path: '/mail-change/undo' });
    expect(screen.getByRole('heading', { name: 'Link expired or invalid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo the change' })).not.toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
  });
});
