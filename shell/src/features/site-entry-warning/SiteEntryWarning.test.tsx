import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { settingsAtom, userAtom, type Settings } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n } from '../../test/render';
import { ENTRY_WARNING_COOKIE, ENTRY_WARNING_HIDE_KEY } from 'shared-ui/lander-page';
import { SiteEntryWarning } from './SiteEntryWarning';

function visitorStore(settings: Partial<Settings> = {}) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture(settings));
  return store;
}

beforeAll(() => setupI18n());
beforeEach(() => {
  localStorage.clear();
  document.cookie = `${ENTRY_WARNING_COOKIE}=; Path=/; Max-Age=0`;
});

it("asks a new visitor to confirm adult content in the site's own colours, and Enter stores the time", async () => {
  const user = userEvent.setup();
  const before = Math.floor(Date.now() / 1000);
  renderRoute(<SiteEntryWarning />, { store: visitorStore({ name: 'Harbour Hearts' }) });
  const dialog = screen.getByRole('dialog', { name: 'Adult content' });
  expect(dialog).toHaveAccessibleDescription(/This website contains adult content/);
  expect(dialog).toHaveTextContent('Harbour Hearts');
  expect(dialog).toHaveTextContent('18+');
  expect(screen.getByRole('button', { name: 'Enter' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Enter' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const entered = localStorage.getItem(ENTRY_WARNING_HIDE_KEY);
  expect(Number(entered)).toBeGreaterThanOrEqual(before);
  // The server learns it too: pages it draws leave the warning out from now on.
  expect(document.cookie).toContain(`${ENTRY_WARNING_COOKIE}=`);
});

it('keeps the focus on its two buttons', async () => {
  const user = userEvent.setup();
  renderRoute(<SiteEntryWarning />, { store: visitorStore() });
  await user.tab();
  expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Enter' })).toHaveFocus();
});

it('tells the server about a visitor who entered before it could know', () => {
  localStorage.setItem(ENTRY_WARNING_HIDE_KEY, '1700000000');
  renderRoute(<SiteEntryWarning />, { store: visitorStore() });
  expect(document.cookie).toContain(`${ENTRY_WARNING_COOKIE}=1700000000`);
});

it('is not shown to a visitor whose entry the server knows', () => {
  document.cookie = `${ENTRY_WARNING_COOKIE}=1700000000; Path=/`;
  renderRoute(<SiteEntryWarning />, { store: visitorStore() });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
