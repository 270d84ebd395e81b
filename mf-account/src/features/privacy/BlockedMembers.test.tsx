import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockedMember } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SettingsPage from '../settings/SettingsPage';

const blocked = (id: number, name: string): BlockedMember => ({
  id,
  name,
  main_image: { filename: `${id}.jpg`, thumb_filename: `${id}_thumb.jpg`, match: `${id}_thumb.jpg` },
  blocked_at: '2026-06-01T21:00:00.000Z',
});

/** The settings' privacy sub-screen, where the blocked members are listed. */
const openPrivacy = () =>
  renderPage(<SettingsPage />, {
    path: '/notifications/*',
    url: '/notifications/privacy',
    user: userFixture({ invisible: false }),
    settings: settingsFixture(),
  });

const blockedList = async () => screen.findByRole('list', { name: 'Blocked members' });

it('lists the blocked members newest first, each with photo, profile link and an unblock button', async () => {
  stubFetch({
    'GET /api/data-export.php': { body: { export: null } },
    'GET /api/blocks.php': { body: { members: [blocked(7, 'Carl'), blocked(3, 'Ben')] } },
  });
  await openPrivacy();
  const rows = within(await blockedList()).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Carl', 'Ben']);
  expect(within(rows[0]!).getByRole('link', { name: 'Carl' })).toHaveAttribute('href', '/members/7');
  // The photo is decorative: the name next to it says who it is.
  expect(within(rows[0]!).getByRole('presentation')).toHaveAttribute(
    'src',
    expect.stringContaining('7_thumb.jpg'),
  );
  expect(within(rows[1]!).getByRole('button', { name: 'Unblock Ben' })).toBeInTheDocument();
  // The explanation stays above the list.
  expect(screen.getByText(/can no longer see your profile/)).toBeInTheDocument();
});

it('unblocks a member: the row goes, focus moves to the next row, and the last one leaves the empty state', async () => {
  const { calls } = stubFetch({
    'GET /api/data-export.php': { body: { export: null } },
    'GET /api/blocks.php': { body: { members: [blocked(7, 'Carl'), blocked(3, 'Ben')] } },
    'DELETE /api/block.php': { body: { blocked: false } },
  });
  await openPrivacy();
  await blockedList();
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Unblock Carl' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Carl' })).not.toBeInTheDocument());
  expect(await screen.findByText('Carl is unblocked.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Unblock Ben' })).toHaveFocus());
  const removal = calls.find((request) => request.method === 'DELETE');
  expect(new URL(removal!.url).searchParams.get('id')).toBe('7');

  await user.click(screen.getByRole('button', { name: 'Unblock Ben' }));
  const empty = await screen.findByText("You haven't blocked anyone.");
  await waitFor(() => expect(empty).toHaveFocus());
  expect(screen.queryByRole('list', { name: 'Blocked members' })).not.toBeInTheDocument();
});

it('keeps the row and says why when unblocking fails', async () => {
  stubFetch({
    'GET /api/data-export.php': { body: { export: null } },
    'GET /api/blocks.php': { body: { members: [blocked(3, 'Ben')] } },
    'DELETE /api/block.php': {
      status: 400,
      body: { error: 'bad_request', message: 'Something went wrong.', statusCode: 400 },
    },
  });
  await openPrivacy();
  await blockedList();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Unblock Ben' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ben' })).toBeInTheDocument();
});

it('says so when nobody is blocked', async () => {
  stubFetch({
    'GET /api/data-export.php': { body: { export: null } },
    'GET /api/blocks.php': { body: { members: [] } },
  });
  await openPrivacy();
  expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Unblock/ })).not.toBeInTheDocument();
});
