import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import UnsubscribePage from './UnsubscribePage';

describe('UnsubscribePage', () => {
  it('unsubscribes only on a click (mail scanners open links), then names the e-mails', async () => {
    const { sent } = stubFetch({ 'POST /api/unsubscribe.php': { body: { preference: 'like' } } });
    await renderPage(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe?token=u1.5.like.sig' });
    expect(sent).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(/You no longer get these e-mails: Likes and matches\./)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/unsubscribe.php' });
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications/alerts',
    );
  });

  it('says so when the link is not valid', async () => {
    stubFetch({
      'POST /api/unsubscribe.php': {
        status: 404,
        body: { error: 'not_found', message: 'This unsubscribe link is not valid.', statusCode: 404 },
      },
    });
    await renderPage(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe?token=forged' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });

  it('shows a link without a token as not valid, sending nothing', async () => {
    const { sent } = stubFetch({});
    await renderPage(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
