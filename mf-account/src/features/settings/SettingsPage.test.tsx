import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SettingsPage from './SettingsPage';

const TOKEN = 'Q2hhbmdlLW1lLXRvLWEtcmVhbC10b2tlbi0wMTIzNDU';

const readyExport = {
  id: 7,
  status: 'ready',
  created_at: '2026-06-01T12:00:00.000Z',
  ready_at: '2026-06-01T12:01:00.000Z',
  expires_at: '2026-06-08T12:01:00.000Z',
  bytes: 2_450_000,
};

function render(url: string) {
  stubFetch({
    'GET /api/data-export.php': { body: { export: readyExport } },
    'GET /api/blocks.php': { body: { members: [] } },
    'GET /api/notification-settings.php': { status: 503, body: { error: 'unavailable', statusCode: 503 } },
  });
  return renderPage(<SettingsPage />, {
    path: '/notifications/*',
    url,
    user: userFixture({ email: 'sam@example.com' }),
    settings: settingsFixture(),
  });
}

const list = () => screen.getByRole('navigation', { name: 'Settings' });

describe('the settings: a list of sub-screens', () => {
  it('lists the four sub-screens, each with what it holds, and no form on the list itself', async () => {
    await render('/notifications');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const links = within(list()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/notifications/account',
      '/notifications/alerts',
      '/notifications/privacy',
      '/notifications/delete-account',
    ]);
    expect(links[0]).toHaveTextContent('AccountE-mail address and password');
    expect(links[2]).toHaveTextContent('PrivacyInvisible mode, blocked members, your data');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('opens a sub-screen from the list and goes back to the list with its back link', async () => {
    await render('/notifications');
    const user = userEvent.setup();
    await user.click(within(list()).getByRole('link', { name: /^Account/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'E-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Password' })).toBeInTheDocument();
    // The list stays beside the sub-screen marking where the member is: a desktop shows it, a phone does not.
    const beside = screen.getByRole('navigation', { name: 'Settings', hidden: true });
    expect(beside).not.toBeVisible();
    expect(within(beside).getByRole('link', { name: /^Account/, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('link', { name: 'All settings' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'E-mail address' })).not.toBeInTheDocument();
  });

  it('opens a sub-screen from a deep link: privacy holds invisible mode, blocked members and the data', async () => {
    await render('/notifications/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Invisible mode' })).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Blocked members' })).toHaveTextContent(
      'You can unblock them here at any time.',
    );
    expect(screen.getByRole('region', { name: 'Download your data' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Password' })).not.toBeInTheDocument();
  });

  it('opens the data export’s mailed link, addressed to the list, on the privacy sub-screen', async () => {
    await render(`/notifications?data_export=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /^Download ZIP/ });
    expect(link).toHaveAttribute('href', `/api/data-export-download.php?token=${TOKEN}`);
  });

  it('asks a visitor to log in on a sub-screen, without the list', async () => {
    stubFetch({});
    await renderPage(<SettingsPage />, { path: '/notifications/*', url: '/notifications/account' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
  });
});
