import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { i18n, localeAtom, settingsAtom, userAtom, type Settings } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { renderRoute, setupI18n, stubFetch } from '../../test/render';
import { LanguageDropdown } from './LanguageDropdown';

function store(settings: Partial<Settings>, loggedIn = false) {
  const created = createStore();
  created.set(settingsAtom, settingsFixture(settings));
  created.set(userAtom, loggedIn ? userFixture() : null);
  created.set(localeAtom, 'en');
  return created;
}

function clearCookie() {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
}

beforeEach(async () => {
  await setupI18n('en');
  clearCookie();
  document.documentElement.lang = 'en';
  Object.defineProperty(navigator, 'languages', { value: ['en-GB'], configurable: true });
});

it('names the current language on its button', () => {
  renderRoute(<LanguageDropdown />, { store: store({}) });
  expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
});

it("offers the selected country's languages plus the current and the browser language", async () => {
  const user = userEvent.setup();
  renderRoute(<LanguageDropdown />, { store: store({ geoip_country: 'BE', geoip_selected_country: 'BE' }) });
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  const items = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  expect(items).toEqual(['✓English', 'Deutsch', 'Français', 'Nederlands']);
});

it('offers every language to a logged-out visitor who selected another country', async () => {
  const user = userEvent.setup();
  renderRoute(<LanguageDropdown />, { store: store({ geoip_country: 'NL', geoip_selected_country: 'PL' }) });
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  expect(within(screen.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(7);
});

it('switches a visitor to the chosen language: cookie, texts and <html lang>, without saving to an account', async () => {
  const user = userEvent.setup();
  const { calls } = stubFetch({});
  const created = store({ geoip_country: 'NL', geoip_selected_country: 'NL' });
  renderRoute(<LanguageDropdown />, { store: created });
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(screen.getByRole('menuitem', { name: 'Nederlands' }));

  expect(await screen.findByRole('button', { name: 'Taal: Nederlands' })).toBeInTheDocument();
  expect(document.cookie).toContain('i18n_redirected=nl');
  expect(i18n.language).toBe('nl');
  expect(document.documentElement.lang).toBe('nl');
  expect(created.get(localeAtom)).toBe('nl');
  expect(calls).toHaveLength(0);
});

it("saves a logged-in user's choice to the account with PUT /api/user.php", async () => {
  const user = userEvent.setup();
  const { calls } = stubFetch({ 'PUT /api/user.php': { body: { user: userFixture({ language: 'nl' }) } } });
  renderRoute(<LanguageDropdown />, {
    store: store({ geoip_country: 'NL', geoip_selected_country: 'NL' }, true),
  });
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(screen.getByRole('menuitem', { name: 'Nederlands' }));

  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]?.method).toBe('PUT');
  expect(new URL(calls[0]!.url).pathname).toBe('/api/user.php');
  expect(await calls[0]!.json()).toEqual({ language: 'nl' });
});

it('keeps the new language when saving it to the account fails', async () => {
  const user = userEvent.setup();
  stubFetch({ 'PUT /api/user.php': { status: 400, body: { error: 'validation_failed' } } });
  renderRoute(<LanguageDropdown />, {
    store: store({ geoip_country: 'DE', geoip_selected_country: 'DE' }, true),
  });
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
  expect(await screen.findByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument();
  expect(document.cookie).toContain('i18n_redirected=de');
});

it('is hidden on complete-signup', () => {
  renderRoute(<LanguageDropdown />, { store: store({}), path: '/complete-signup', name: 'complete-signup' });
  expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
});
