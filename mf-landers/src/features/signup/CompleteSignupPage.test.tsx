import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import CompleteSignupPage from './CompleteSignupPage';

describe('CompleteSignupPage', () => {
  it('explains how to confirm the e-mail address, with every signup step done', async () => {
    await renderPage(<CompleteSignupPage />, {
      path: '/complete-signup',
      settings: settingsFixture({ name: 'Harbour Hearts' }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toContain('Open the e-mail from Harbour Hearts.');
    expect(steps).toContain('Click the activation link in it.');
    expect(screen.getByRole('link', { name: 'contact customer service' })).toHaveAttribute(
      'href',
      '/pages/service',
    );
  });

  it('shows where the mail went, the web inbox of a known provider and sends the mail again', async () => {
    const { sent } = stubFetch({ 'POST /api/activation-mail.php': { body: { success: true } } });
    await renderPage(<CompleteSignupPage />, {
      path: '/complete-signup',
      user: userFixture({ status: 'not_confirmed', email: 'kim.new@gmail.com' }),
    });
    expect(screen.getByText('kim.new@gmail.com').closest('p')).toHaveTextContent(
      'We sent the activation link to kim.new@gmail.com.',
    );
    expect(screen.getByRole('link', { name: 'Open Gmail' })).toHaveAttribute(
      'href',
      'https://mail.google.com/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent again to kim.new@gmail.com.');
    expect(sent.filter((request) => request.path === '/api/activation-mail.php')).toHaveLength(1);
  });

  it("says so when the API refuses to send again (too many tries), and offers no inbox it doesn't know", async () => {
    stubFetch({
      'POST /api/activation-mail.php': {
        status: 429,
        body: { error: 'rate_limited', message: 'Too many requests', statusCode: 429 },
      },
    });
    await renderPage(<CompleteSignupPage />, {
      path: '/complete-signup',
      user: userFixture({ status: 'not_confirmed', email: 'kim@example.org' }),
    });
    expect(screen.queryByRole('link', { name: /^Open / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByRole('status')).not.toHaveTextContent(/^$/);
    expect(screen.getByRole('status')).not.toHaveTextContent('Sent again');
  });

  it('stays readable for a user who is already logged in', async () => {
    await renderPage(<CompleteSignupPage />, {
      path: '/complete-signup',
      user: userFixture({ status: 'not_confirmed' }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
  });
});
