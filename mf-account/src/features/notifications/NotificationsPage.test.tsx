import { screen, within } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import NotificationsPage from './NotificationsPage';

describe('NotificationsPage', () => {
  it('shows the e-mail preferences to come', async () => {
    await renderPage(<NotificationsPage />, { path: '/notifications', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No notification preferences set' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains each reason e-mails stopped, with its fix', async () => {
    await renderPage(<NotificationsPage />, {
      path: '/notifications',
      user: userFixture({ notifications_disabled: ['fbl', 'bounce'] }),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We are not sending you e-mails at the moment');
    const reasons = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'Marked as spam. Mark our e-mails as “not spam” in your mailbox to receive them again.',
      'Invalid address. Your e-mail address could not be reached. Check it in the account settings below.',
    ]);
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<NotificationsPage />, { path: '/notifications' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
