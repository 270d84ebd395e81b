import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { settingsAtom, siteComposition, userAtom, type Settings } from 'shared-ui/kernel';
import { settingsFixture, userFixture } from '../../test/fixtures';
import { Providers, renderAsync, setupI18n, stubFetch } from '../../test/render';
import { Root } from '../Root';
import { buildRoutes } from './buildRoutes';

async function openPage(url: string, options: { loggedIn?: boolean; settings?: Partial<Settings> } = {}) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture({ name: 'Flirtpark', ...options.settings }));
  store.set(userAtom, options.loggedIn ? userFixture() : null);
  const router = createMemoryRouter(
    buildRoutes({ table: siteComposition().routes, store, Root, HydrateFallback: () => null }),
    { initialEntries: [url] },
  );
  await renderAsync(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, store };
}

beforeAll(() => setupI18n());
beforeEach(() => {
  localStorage.clear();
  stubFetch({ '/api/companyinfo.php': { body: { companyinfo: settingsFixture().company_info } } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('answers an unknown path with "This page could not be found", a link home and the title', async () => {
  await openPage('/no/such/page', { settings: { enable_site_entry_popup: 'no' } });
  expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page not found | Flirtpark'));
});

it('offers a logged-in member the member search from an unknown path, a visitor only the home page', async () => {
  await openPage('/no/such/page', { settings: { enable_site_entry_popup: 'no' } });
  await screen.findByRole('heading', { name: 'This page could not be found' });
  expect(screen.getByText('The link may be outdated or the address mistyped.')).toBeInTheDocument();
  expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Search members' })).toBeNull();
  cleanup();
  await openPage('/no/such/page', { loggedIn: true, settings: { enable_site_entry_popup: 'no' } });
  await screen.findByRole('heading', { name: 'This page could not be found' });
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Search members' })).toHaveAttribute(
    'href',
    '/members',
  );
});

it("shows visitors the home page with the site's title, Sign up and Log in", async () => {
  await openPage('/', { settings: { enable_site_entry_popup: 'no' } });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Meet someone new tonight' }),
  ).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  // logged_out_search is 'none' in the fixture and there is no traffic source: no members preview.
  expect(within(main).queryByRole('link', { name: 'Browse members' })).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
});

it('shows the members preview when logged-out search is on', async () => {
  await openPage('/', { settings: { enable_site_entry_popup: 'no', logged_out_search: 'all' } });
  expect(await screen.findByRole('link', { name: 'Browse members' })).toHaveAttribute('href', '/members');
});

it('shows the members preview for a visitor with a traffic source when only that variant is on', async () => {
  await openPage('/?network=adnet', {
    settings: { enable_site_entry_popup: 'no', logged_out_search_trafficsource: 'with_trafficsource' },
  });
  expect(await screen.findByRole('link', { name: 'Browse members' })).toBeInTheDocument();
});

// The members page's remote is not registered here, so the redirect's navigation waits out the load
// retries (about 2 s) before it lands, as it would in a browser with that remote down.
it('sends a logged-in user from / to the members area', async () => {
  const { router } = await openPage('/', { loggedIn: true });
  await waitFor(() => expect(router.state.location.pathname).toBe('/members'), { timeout: 5000 });
  expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
  // The top bar's menu and the phone tab bar: the screen's width shows one of them (jsdom has no media queries).
  expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2);
});

it('sends a logged-in user from the signup page to the members area', async () => {
  const { router } = await openPage('/signup', { loggedIn: true });
  await waitFor(() => expect(router.state.location.pathname).toBe('/members'), { timeout: 5000 });
});

it('renders a static page in the default layout, with the entry warning for a new visitor', async () => {
  await openPage('/pages/privacy');
  expect(await screen.findByRole('dialog', { name: 'Adult content' })).toBeInTheDocument();
  expect(await screen.findByRole('article')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Privacy policy | Flirtpark'));
});

it('shows the US footer with the 2257 statement', async () => {
  await openPage('/pages/faq', { settings: { enable_site_entry_popup: 'no', geoip_selected_country: 'US' } });
  const footer = await screen.findByRole('navigation', { name: 'Footer' });
  expect(within(footer).getByRole('link', { name: '18 U.S.C. 2257 statement' })).toHaveAttribute(
    'href',
    '/pages/2257',
  );
  expect(within(footer).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
});

it('shows logged-in members the compact footer', async () => {
  await openPage('/pages/faq', { loggedIn: true });
  const footer = await screen.findByRole('navigation', { name: 'Footer' });
  expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/pages/service');
  expect(within(footer).queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
  expect(within(footer).queryByRole('link', { name: '18 U.S.C. 2257 statement' })).not.toBeInTheDocument();
});

it('ends the copyright line with one period, also after a company name ending in one', async () => {
  await openPage('/pages/faq', {
    settings: {
      enable_site_entry_popup: 'no',
      company_info: { ...settingsFixture().company_info, name: 'Brightlane Media B.V.' },
    },
  });
  expect(await screen.findByText(/Brightlane Media B\.V\. All rights reserved\.$/)).toBeInTheDocument();
  expect(screen.queryByText(/B\.V\.\./)).not.toBeInTheDocument();
});
