import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, userFixture } from 'shared-ui/testing';
import type { NotificationSettings } from 'shared-ui/kernel';
import { renderPage } from '../../test/renderPage';
import { disabledAlertHideKey } from './DisabledNotifications';
import SettingsPage from '../settings/SettingsPage';

const SETTINGS: NotificationSettings = {
  email: {
    new_conversations: true,
    new_messages: true,
    like: true,
    unread_message_reminders: true,
    weekly_updates: true,
    reminders: true,
    news: false,
    promotions: false,
  },
  push: { new_conversations: true, new_messages: true, like: true },
  notifications_disabled: [],
};

const withSettings = (changes: Partial<NotificationSettings> = {}) => ({
  settings: { ...SETTINGS, ...changes },
});

/** The calls of this page's own sections (the data export loads its own state). */
const ownCalls = <T extends { path: string }>(sent: T[]) =>
  sent.filter((call) => call.path !== '/api/data-export.php');

async function renderSettings(
  reasons: NotificationSettings['notifications_disabled'] = [],
  url = '/notifications/alerts',
) {
  await renderPage(<SettingsPage />, {
    path: '/notifications/*',
    url,
    user: userFixture({ notifications_disabled: reasons }),
  });
  return userEvent.setup();
}

beforeEach(() => window.localStorage.clear());

describe('settings, notifications: the switches', () => {
  it('shows every e-mail and push switch with its state', async () => {
    stubFetch({ 'GET /api/notification-settings.php': { body: withSettings() } });
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const emails = await screen.findByRole('region', { name: 'E-mails' });
    const names = within(emails)
      .getAllByRole('switch')
      .map((item) => item.getAttribute('aria-checked') ?? (item as HTMLInputElement).checked);
    expect(names).toEqual([true, true, true, true, true, true, false, false]);
    expect(within(emails).getByRole('switch', { name: 'Likes and matches' })).toBeChecked();
    expect(within(emails).getByRole('switch', { name: 'Offers and promotions' })).not.toBeChecked();
    const push = screen.getByRole('region', { name: 'Push notifications' });
    expect(within(push).getAllByRole('switch')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // jsdom has no service worker or Push API: the page says this browser cannot take pushes, with no button.
    // (Turning them on and off in a browser that can: e2e/tests/push-notifications.spec.ts.)
    expect(await within(push).findByText('This browser cannot show push notifications.')).toBeInTheDocument();
    expect(within(push).queryByRole('button')).not.toBeInTheDocument();
  });

  it('saves a switch at once and says so', async () => {
    const { sent } = stubFetch({
      'GET /api/notification-settings.php': { body: withSettings() },
      'PUT /api/notification-settings.php': {
        body: withSettings({ email: { ...SETTINGS.email, like: false } }),
      },
    });
    const user = await renderSettings();
    const like = within(await screen.findByRole('region', { name: 'E-mails' })).getByRole('switch', {
      name: 'Likes and matches',
    });
    await user.click(like);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(like).not.toBeChecked();
    expect(ownCalls(sent).filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/notification-settings.php', body: { email: { like: false } } }),
    ]);
  });

  it('puts the switch back and says why when saving fails', async () => {
    stubFetch({
      'GET /api/notification-settings.php': { body: withSettings() },
      'PUT /api/notification-settings.php': {
        status: 400,
        body: { error: 'validation_failed', message: 'must be boolean', statusCode: 400 },
      },
    });
    const user = await renderSettings();
    const push = await screen.findByRole('region', { name: 'Push notifications' });
    const messages = within(push).getByRole('switch', { name: 'New messages' });
    await user.click(messages);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your change was not saved.');
    expect(messages).toBeChecked();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    stubFetch({
      'GET /api/notification-settings.php': {
        status: 400,
        body: { error: 'bad_request', message: 'Bad request.', statusCode: 400 },
      },
    });
    await renderSettings();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Your settings could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('settings, notifications: why e-mails stopped', () => {
  it('explains each reason with its fix', async () => {
    stubFetch({ 'GET /api/notification-settings.php': { body: withSettings() } });
    await renderSettings(['fbl', 'listunsubscribe']);
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Marked as spam.'),
      expect.stringContaining('Unsubscribed in your mail app.'),
    ]);
    expect(alerts[0]).toHaveTextContent('mark ours as “not spam” in your mailbox');
    expect(alerts[1]).toHaveTextContent('Switch the e-mails you want back on in these settings.');
  });

  it('hides a dismissed reason for good, the others stay', async () => {
    stubFetch({ 'GET /api/notification-settings.php': { body: withSettings() } });
    const user = await renderSettings(['fbl', 'bounce']);
    const [spam] = screen.getAllByRole('alert');
    await user.click(within(spam!).getByRole('button', { name: 'Hide this notice' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid address.');
    expect(window.localStorage.getItem(disabledAlertHideKey('fbl'))).toMatch(/^\d+$/);
  });

  it('switching an e-mail back on clears an unsubscribe from the mail app', async () => {
    stubFetch({
      'GET /api/notification-settings.php': {
        body: withSettings({
          email: { ...SETTINGS.email, like: false },
          notifications_disabled: ['listunsubscribe'],
        }),
      },
      'PUT /api/notification-settings.php': { body: withSettings() },
    });
    const user = await renderSettings(['listunsubscribe']);
    expect(screen.getByRole('alert')).toHaveTextContent('Unsubscribed in your mail app.');
    const emails = await screen.findByRole('region', { name: 'E-mails' });
    await user.click(within(emails).getByRole('switch', { name: 'Likes and matches' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('mails a confirmation link for a bounced address', async () => {
    const { sent } = stubFetch({
      'GET /api/notification-settings.php': { body: withSettings() },
      'POST /api/mail-confirmation.php': { body: { success: true } },
    });
    const user = await renderSettings(['bounce']);
    await user.click(screen.getByRole('button', { name: 'Send confirmation e-mail' }));
    expect(await screen.findByText(/We sent you a confirmation link/)).toBeInTheDocument();
    expect(ownCalls(sent).map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/mail-confirmation.php',
    );
  });

  it('tells the answer of the confirmation link', async () => {
    stubFetch({ 'GET /api/notification-settings.php': { body: withSettings() } });
    await renderSettings([], '/notifications?address_confirmed=1');
    expect(
      screen.getByText('Your e-mail address is confirmed: you will get our e-mails again.'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    stubFetch({});
    await renderPage(<SettingsPage />, { path: '/notifications/*', url: '/notifications/alerts' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
