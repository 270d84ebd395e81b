import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { settingsAtom, userAtom, type Settings } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n } from '../../test/render';
import { ENTRY_WARNING_HIDE_KEY } from 'shared-ui/lander-page';
import { SiteEntryWarning } from './SiteEntryWarning';

function visitorStore(settings: Partial<Settings> = {}) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture(settings));
  return store;
}

beforeAll(() => setupI18n());
beforeEach(() => localStorage.clear());

it('asks a new visitor to confirm adult content, and Enter stores the time and closes it', async () => {
  const user = userEvent.setup();
  const before = Math.floor(Date.now() / 1000);
  renderRoute(<SiteEntryWarning />, { store: visitorStore() });
  const dialog = screen.getByRole('dialog', { name: 'Adult content' });
  expect(dialog).toHaveTextContent('This website contains adult content');
  expect(dialog).toHaveTextContent('18');

  await user.click(screen.getByRole('button', { name: 'Enter' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(Number(localStorage.getItem(ENTRY_WARNING_HIDE_KEY))).toBeGreaterThanOrEqual(before);
});

it('cannot be closed with Escape', async () => {
  const user = userEvent.setup();
  renderRoute(<SiteEntryWarning />, { store: visitorStore() });
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Adult content' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
});

it('stays closed for a visitor who entered before', () => {
  localStorage.setItem(ENTRY_WARNING_HIDE_KEY, '1700000000');
  renderRoute(<SiteEntryWarning />, { store: visitorStore() });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('is not shown to a logged-in user', () => {
  const store = visitorStore();
  store.set(userAtom, userFixture());
  renderRoute(<SiteEntryWarning />, { store });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('on the chat and lander layouts is limited to NL and DE', () => {
  const { unmount } = renderRoute(<SiteEntryWarning limitTo={['NL', 'DE']} />, {
    store: visitorStore({ geoip_country: 'BE' }),
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  unmount();
  renderRoute(<SiteEntryWarning limitTo={['NL', 'DE']} />, { store: visitorStore({ geoip_country: 'DE' }) });
  expect(screen.getByRole('dialog', { name: 'Adult content' })).toBeInTheDocument();
});
