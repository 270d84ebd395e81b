import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteLogo, SiteThemeProvider } from 'shared-ui';
import { settingsFixture } from 'shared-ui/testing';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { LanderPage, type LanderPageState } from './LanderPage';
import { pageI18n } from './page-i18n';

function stateFor(overrides: Partial<LanderPageState> = {}): LanderPageState {
  return {
    variant: 'adultonly',
    settings: settingsFixture({ name: 'Flirtmoment', geoip_country: 'GB' }),
    locale: 'en',
    params: {},
    data: {},
    translations: en,
    ...overrides,
  };
}

/** The server's markup in a root, then taken over in place as the browser script does. */
async function renderThenHydrate(state: LanderPageState) {
  const callbacks = { navigate: jest.fn(), openSignup: jest.fn() };
  const page = <LanderPage {...state} i18n={pageI18n(state.locale, state.translations)} {...callbacks} />;
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.replaceChildren(root);
  const serverMarkup = root.innerHTML;
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(root, page, { onRecoverableError: recoverable });
  });
  return { root, serverMarkup, recoverable, ...callbacks };
}

describe('LanderPage (server-rendered, then hydrated)', () => {
  it('renders the whole page on the server: site name, headline, call to action, Log in, footer', () => {
    const state = stateFor();
    const html = renderToString(
      <LanderPage {...state} i18n={pageI18n('en', en)} navigate={jest.fn()} openSignup={jest.fn()} />,
    );
    expect(html).toContain('Flirtmoment');
    // The hyphenated word is kept whole on one line ("grown-/ups" never splits).
    expect(html).toMatch(/Dating for <span class="[^"]+">grown-ups<\/span>/);
    expect(html).toContain('Sign up free');
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/pages/terms"');
  });

  it('draws the faces of real members into the page, each sized, named and leading into the signup', () => {
    const people = [
      {
        id: 1,
        name: 'Clara',
        age: 34,
        city: 'Leeds',
        region: null,
        country: 'GB',
        photo: '/uploads/c.jpg',
        fictional: true,
      },
      {
        id: 2,
        name: 'Maya',
        age: 29,
        city: null,
        region: null,
        country: 'GB',
        photo: '/uploads/m.jpg',
        fictional: false,
      },
    ];
    const state = stateFor({ data: { people } });
    document.body.innerHTML = renderToString(
      <LanderPage {...state} i18n={pageI18n('en', en)} navigate={jest.fn()} openSignup={jest.fn()} />,
    );
    const faces = within(screen.getByRole('list', { name: 'Members you could meet' }));
    const clara = faces.getByRole('img', { name: 'Photo of Clara' });
    expect(clara).toHaveAttribute('width', '400');
    expect(clara).toHaveAttribute('height', '400');
    expect(clara).toHaveAttribute('fetchpriority', 'high');
    expect(faces.getByRole('img', { name: 'Photo of Maya' })).toHaveAttribute('decoding', 'async');
    expect(faces.getByRole('link', { name: 'Meet Clara, 34: sign up free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(faces.getByText('Fictional profile')).toBeInTheDocument();
    // Faces instead of the drawn art.
    expect(document.querySelector('[data-art]')).toBeNull();
  });

  it('shows the app’s logo: the same markup as the design system’s SiteLogo', () => {
    const state = stateFor();
    document.body.innerHTML = renderToString(
      <LanderPage {...state} i18n={pageI18n('en', en)} navigate={jest.fn()} openSignup={jest.fn()} />,
    );
    const logo = within(screen.getByRole('banner')).getByRole('link', { name: 'Flirtmoment' });
    const app = document.createElement('div');
    app.innerHTML = renderToString(
      <SiteThemeProvider brandColor={state.settings.primary_color}>
        <SiteLogo href="/" name="Flirtmoment" />
      </SiteThemeProvider>,
    );
    expect(logo.outerHTML).toBe(app.querySelector('[data-site-logo]')!.outerHTML);
  });

  it('takes the server markup over without rendering anything again, and answers clicks', async () => {
    const { serverMarkup, root, recoverable, openSignup } = await renderThenHydrate(stateFor());
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(serverMarkup);
    await userEvent.click(screen.getAllByRole('link', { name: 'Sign up free' })[0]!);
    expect(openSignup).toHaveBeenCalledWith(undefined);
  });

  it('speaks the page language in the frame and the lander alike', async () => {
    await renderThenHydrate(stateFor({ locale: 'de', translations: de }));
    // The frame's header and the lander say the same word for logging in.
    for (const login of screen.getAllByRole('link', { name: 'Einloggen' }))
      expect(login).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Einloggen' })).toBeInTheDocument();
    for (const choice of screen.getAllByRole('combobox', { name: 'Sprache' }))
      expect(choice).toHaveValue('de');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/pages/terms');
  });

  it('adds the 2257 statement to the footer for visitors from the US', async () => {
    await renderThenHydrate(stateFor({ settings: settingsFixture({ geoip_country: 'US' }) }));
    expect(screen.getByRole('link', { name: '18 U.S.C. 2257 statement' })).toHaveAttribute(
      'href',
      '/pages/2257',
    );
  });
});
