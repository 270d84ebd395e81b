import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { settingsAtom, userAtom } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRouteAsync, setupI18n } from '../../test/render';
import { ChatLayout } from './ChatLayout';

function memberStore() {
  const store = createStore();
  store.set(settingsAtom, settingsFixture({ enable_site_entry_popup: 'no' }));
  store.set(userAtom, userFixture());
  return store;
}

beforeAll(() => setupI18n());

describe('the chat layout on phones', () => {
  it('keeps the tab bar on the conversation list, the way to the rest of the site', async () => {
    await renderRouteAsync(<ChatLayout />, { store: memberStore(), path: '/chats', name: 'chats' });
    const tabBar = screen.getByTestId('tab-bar');
    expect(tabBar).toHaveAccessibleName('Main');
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('gives a conversation the whole screen: no tab bar, its top bar leads back', async () => {
    await renderRouteAsync(<ChatLayout />, {
      store: memberStore(),
      path: '/chats/:id',
      url: '/chats/4',
      name: 'chats-id',
    });
    expect(screen.queryByTestId('tab-bar')).not.toBeInTheDocument();
  });
});
