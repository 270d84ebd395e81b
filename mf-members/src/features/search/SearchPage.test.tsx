import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signupRequestAtom, type SearchResponse } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { memberCard, queriesOf } from '../../test/members';
import { remountPage } from '../../test/remount';
import { renderPage } from '../../test/renderPage';
import SearchPage from './SearchPage';

const answer = (overrides: Partial<SearchResponse> = {}) => ({
  body: {
    profiles: [
      memberCard({ id: 1, name: 'Anna' }),
      memberCard({ id: 2, name: 'Bea', city: null, photo_count: 1 }),
    ],
    total: 2,
    total_capped: false,
    page: 1,
    num_results: 24,
    similar: [],
    ...overrides,
  } satisfies SearchResponse,
});

/** A straight man: he looks for women. */
const member = () => userFixture();

function searches(calls: Request[]) {
  return queriesOf(calls, '/api/members.php').map((query) => Object.fromEntries(query));
}

afterEach(() => localStorage.clear());

describe('SearchPage', () => {
  it("searches with the member's defaults and shows the results as profile cards", async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': answer() });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Search members' })).toBeInTheDocument();
    expect(await screen.findByText('2 members found')).toBeInTheDocument();
    // The fixture's site serves GB and IE: the search starts in the member's country, which they can change.
    expect(searches(calls)).toEqual([{ gender: 'female', country: 'GB', page: '1', num: '24' }]);

    const anna = screen.getByRole('article', { name: 'Anna' });
    expect(within(anna).getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/members/1');
    expect(within(anna).getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute(
      'src',
      '/uploads/m1_thumb.jpg',
    );
    expect(within(anna).getByText('28 years old · Bristol, England')).toBeInTheDocument();
    expect(within(anna).getByText('3 photos')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bea' })).getByText('1 photo')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Looking for' })).toHaveValue('female');
  });

  it.each([
    ['gay', 'male', 'male'],
    ['lesbian', 'female', 'female'],
    ['bi', 'female', undefined],
  ] as const)('looks for the right gender for a %s %s member', async (sexuality, gender, expected) => {
    const { calls } = stubFetch({ 'GET /api/members.php': answer() });
    const user = userFixture();
    user.profile = { ...user.profile, sexuality, gender };
    await renderPage(<SearchPage />, { path: '/members', user, settings: settingsFixture() });
    await screen.findByText('2 members found');
    expect(searches(calls)[0]?.gender).toBe(expected);
  });

  it('sends the chosen filters as query parameters, with the region of the chosen country', async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': answer() });
    const settings = settingsFixture({
      countries: ['DE', 'AT'],
      search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
      region_data: {
        DE: { label: 'state', regions: ['Bayern', 'Berlin'] },
        AT: { label: 'state', regions: ['Tirol'] },
      },
    });
    const user = userFixture();
    user.profile = { ...user.profile, country: 'DE' };
    await renderPage(<SearchPage />, { path: '/members', user, settings });
    await screen.findByText('2 members found');
    expect(searches(calls)[0]).toEqual({ gender: 'female', country: 'DE', page: '1', num: '24' });

    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Looking for' }), 'Men and women');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Bayern');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Age range' }), 'From … to …');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'From' }), '25');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'To' }), '35');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toEqual({
      country: 'DE',
      region: 'Bayern',
      min_age: '25',
      max_age: '35',
      page: '1',
      num: '24',
    });

    // "N+": a lower bound only. Another country drops the region of the first.
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AT');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Age range' }), '… and older');
    expect(screen.queryByRole('combobox', { name: 'To' })).not.toBeInTheDocument();
    await ui.selectOptions(screen.getByRole('combobox', { name: 'From' }), '40+');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(3));
    expect(searches(calls)[2]).toEqual({ country: 'AT', min_age: '40', page: '1', num: '24' });
  });

  it('loads the regions of a country the settings do not carry, labelled as the country calls them', async () => {
    const { calls } = stubFetch({
      'GET /api/members.php': answer(),
      'GET /api/regions.php': {
        body: { country: 'PL', label: 'voivodeship', regions: ['Mazowieckie', 'Śląskie'] },
      },
    });
    const user = userFixture();
    user.profile = { ...user.profile, country: 'PL' };
    const settings = settingsFixture({ countries: ['PL'], search_fields: ['countryregion'] });
    await renderPage(<SearchPage />, { path: '/members', user, settings });
    const region = await screen.findByRole('combobox', { name: 'Voivodeship' });
    expect(queriesOf(calls, '/api/regions.php')[0]?.get('country')).toBe('PL');
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.selectOptions(region, 'Śląskie');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    // The site has no country filter, so the region's country goes along with the region.
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toMatchObject({ country: 'PL', region: 'Śląskie' });
  });

  it('pages through the results and changes the page size', async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': answer({ total: 60 }) });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    expect(await screen.findByText('60 members found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    const ui = userEvent.setup();
    await ui.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toMatchObject({ page: '2', num: '24' });
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Page 1 was seen already: back to it without asking again.
    await ui.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(searches(calls)).toHaveLength(2);

    await ui.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '12');
    await waitFor(() => expect(searches(calls)).toHaveLength(3));
    expect(searches(calls)[2]).toMatchObject({ page: '1', num: '12' });
    expect(await screen.findByRole('button', { name: 'Page 5' })).toBeInTheDocument();
  });

  it('shows a capped total as "1000+" and pages only up to the cap', async () => {
    stubFetch({ 'GET /api/members.php': answer({ total: 1000, total_capped: true }) });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    expect(await screen.findByText('1,000+ members found')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    // 1000 / 24 per page: the last page is 42.
    expect(within(pages).getByRole('button', { name: 'Page 42' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 43' })).not.toBeInTheDocument();
  });

  it('shows similar profiles when few members match', async () => {
    stubFetch({
      'GET /api/members.php': answer({
        profiles: [],
        total: 0,
        similar: [memberCard({ id: 5, name: 'Cleo' }), memberCard({ id: 6, name: 'Dana' })],
      }),
    });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    const similar = await screen.findByRole('region', { name: 'Similar profiles' });
    expect(screen.getByText('0 members found')).toBeInTheDocument();
    expect(within(similar).getByText(/Only a few members match your search/)).toBeInTheDocument();
    expect(within(similar).getAllByRole('article')).toHaveLength(2);
    expect(within(similar).getByRole('link', { name: 'Cleo' })).toHaveAttribute('href', '/members/5');
  });

  it('says so when nobody matches at all', async () => {
    stubFetch({ 'GET /api/members.php': answer({ profiles: [], total: 0 }) });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    expect(await screen.findByRole('heading', { name: 'No members match your search' })).toBeInTheDocument();
  });

  it("shows the site's fictional warning, titled in the plural, when a fictional profile is listed", async () => {
    stubFetch({ 'GET /api/members.php': answer({ profiles: [memberCard({ fictional: true })], total: 1 }) });
    const settings = settingsFixture({
      fictional_singular: 'fictional profile',
      fictional_plural: 'fictional profiles',
      fictional_warning: 'Some profiles are run by our team.',
    });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Fictional profiles');
    expect(note).toHaveTextContent('Some profiles are run by our team.');
    expect(
      within(screen.getByRole('article', { name: 'Anna' })).getByText('Fictional profile'),
    ).toBeInTheDocument();
  });

  it('keeps filters and results when the member comes back, without searching again', async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': answer({ total: 60 }) });
    const { store, queryClient, unmount } = await renderPage(<SearchPage />, {
      path: '/members',
      user: member(),
      settings: settingsFixture(),
    });
    await screen.findByText('60 members found');
    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Age range' }), '… and older');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'From' }), '30+');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    await ui.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(3));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    unmount();

    remountPage(<SearchPage />, { store, queryClient }, { path: '/members' });
    expect(screen.getByText('60 members found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('30');
    expect(screen.getByRole('link', { name: 'Anna' })).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(3);
  });

  it('shows the error and searches again on request', async () => {
    let fail = true;
    stubFetch({
      'GET /api/members.php': () =>
        fail
          ? new Response(
              JSON.stringify({ error: 'validation_failed', message: 'Bad filter', statusCode: 400 }),
              {
                status: 400,
              },
            )
          : new Response(JSON.stringify(answer().body), { headers: { 'content-type': 'application/json' } }),
    });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad filter');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 members found')).toBeInTheDocument();
  });

  it('asks a visitor to log in when the site has no logged-out search', async () => {
    const { calls } = stubFetch({});
    await renderPage(<SearchPage />, {
      path: '/members',
      settings: settingsFixture({ logged_out_search: 'none' }),
    });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lets a visitor search when the site allows logged-out search, and offers the signup', async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': answer() });
    const { store } = await renderPage(<SearchPage />, {
      path: '/members',
      settings: settingsFixture({ logged_out_search: 'all' }),
    });
    expect(await screen.findByText('2 members found')).toBeInTheDocument();
    // A visitor's own gender is unknown: both.
    expect(searches(calls)).toEqual([{ country: 'GB', page: '1', num: '24' }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up free' }));
    expect(store.get(signupRequestAtom)).toEqual({});
  });

  it('opens search to a visitor from a traffic source, and sends the network along', async () => {
    localStorage.setItem('tracking_data', JSON.stringify({ network: 'adnet', sub1: 'x' }));
    const { calls } = stubFetch({ 'GET /api/members.php': answer() });
    await renderPage(<SearchPage />, {
      path: '/members',
      settings: settingsFixture({ logged_out_search: 'none', logged_out_search_trafficsource: 'all' }),
    });
    expect(await screen.findByText('2 members found')).toBeInTheDocument();
    expect(searches(calls)[0]).toEqual({ country: 'GB', page: '1', num: '24', network: 'adnet' });
  });
});
