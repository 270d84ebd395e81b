import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userAtom, type User } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SettingsPage from '../settings/SettingsPage';

function member(overrides: Partial<User> = {}): User {
  return userFixture({ invisible: false, ...overrides });
}

/** The settings' privacy sub-screen, where invisible mode lives. */
const openPrivacy = (user: User) =>
  renderPage(<SettingsPage />, {
    path: '/notifications/*',
    url: '/notifications/privacy',
    user,
    settings: settingsFixture(),
  });

it('turns invisible mode on with the answered user, and says so', async () => {
  const user = member();
  const { sent } = stubFetch({
    'GET /api/data-export.php': { body: { export: null } },
    'GET /api/blocks.php': { body: { members: [] } },
    'PUT /api/invisible.php': { body: { user: member({ invisible: true }) } },
  });
  const { store } = await openPrivacy(user);
  const invisible = screen.getByRole('switch', { name: 'Invisible mode' });
  expect(invisible).not.toBeChecked();
  expect(invisible).toHaveAccessibleDescription(/hidden from search.*you make the first contact/);

  await userEvent.setup().click(invisible);
  expect(await screen.findByText('Invisible mode is on.')).toBeInTheDocument();
  expect(invisible).toBeChecked();
  expect(store.get(userAtom)?.invisible).toBe(true);
  const request = sent.find((entry) => entry.path === '/api/invisible.php');
  expect(request).toMatchObject({ method: 'PUT', body: { invisible: true } });
  expect(request?.headers.get('X-Request-Type')).toBe('client');
});

it('keeps invisible mode as it was when the change fails', async () => {
  const user = member({ invisible: true });
  stubFetch({
    'GET /api/data-export.php': { body: { export: null } },
    'GET /api/blocks.php': { body: { members: [] } },
    'PUT /api/invisible.php': {
      status: 400,
      body: { error: 'bad_request', message: 'Something went wrong.', statusCode: 400 },
    },
  });
  const { store } = await openPrivacy(user);
  const invisible = screen.getByRole('switch', { name: 'Invisible mode' });
  expect(invisible).toBeChecked();
  await userEvent.setup().click(invisible);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(invisible).toBeChecked();
  expect(store.get(userAtom)?.invisible).toBe(true);
});
