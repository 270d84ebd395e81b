import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signupRequestAtom, type SearchResponse } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { memberCard, queriesOf } from '../../test/members';
import { remountPage } from '../../test/remount';
import { renderPage } from '../../test/renderPage';
import './jsdom-resize-observer';
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

/** Opens the filter sheet from its button and answers the sheet (a dialog named "Filters"). */
async function openFilters(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.getByRole('dialog', { name: 'Filters' });
}

/** Moves a slider thumb by the keyboard: focus it, then press the keys as a member would. */
async function slide(ui: ReturnType<typeof userEvent.setup>, name: string, keys: string) {
  screen.getByRole('slider', { name }).focus();
  await ui.keyboard(keys);
}

/**
 * Pages of two different members each: page p brings members 2p-1 and 2p, so a test sees each page
 * arrive. The page asked for is read from the request just made.
 */
function pagedAnswers(total: number, read: () => Request[]) {
  return () => {
    const page = Number(new URL(read().at(-1)!.url).searchParams.get('page'));
    const body: SearchResponse = {
      profiles: [
        memberCard({ id: 2 * page - 1, name: `Member ${2 * page - 1}` }),
        memberCard({ id: 2 * page, name: `Member ${2 * page}` }),
      ],
      total,
      total_capped: false,
      page,
      num_results: 24,
      similar: [],
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
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
    // The filters in use are chips above the photos, and their number is on the Filters button.
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Women', 'United Kingdom']);
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    const ui = userEvent.setup();
    const sheet = await openFilters(ui);
    expect(within(sheet).getByRole('combobox', { name: 'Looking for' })).toHaveValue('female');
    // Escape closes the sheet, and the keyboard is back on the button that opened it.
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toHaveFocus();
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
    let sheet = await openFilters(ui);
    await ui.selectOptions(within(sheet).getByRole('combobox', { name: 'Looking for' }), 'Men and women');
    await ui.selectOptions(within(sheet).getByRole('combobox', { name: 'State' }), 'Bayern');
    // The age range: two thumbs on one track, each a labelled slider the keyboard moves.
    expect(within(sheet).getByRole('slider', { name: 'Minimum age' })).toHaveAttribute('aria-valuenow', '18');
    expect(within(sheet).getByRole('slider', { name: 'Maximum age' })).toHaveAttribute(
      'aria-valuetext',
      '99+',
    );
    await slide(ui, 'Minimum age', '{ArrowRight>7/}');
    await slide(ui, 'Maximum age', '{PageDown>6/}{ArrowLeft>4/}');
    expect(within(sheet).getByRole('slider', { name: 'Minimum age' })).toHaveAttribute(
      'aria-valuetext',
      '25 years',
    );
    expect(within(sheet).getByRole('slider', { name: 'Maximum age' })).toHaveAttribute('aria-valuenow', '35');
    // Nothing is searched before the member asks for the results.
    expect(searches(calls)).toHaveLength(1);
    await ui.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toEqual({
      country: 'DE',
      region: 'Bayern',
      min_age: '25',
      max_age: '35',
      page: '1',
      num: '24',
    });

    // "N+": the top thumb at the end of the track. Another country drops the region of the first.
    sheet = await openFilters(ui);
    await ui.selectOptions(within(sheet).getByRole('combobox', { name: 'Country' }), 'AT');
    expect(within(sheet).getByRole('combobox', { name: 'State' })).toHaveValue('');
    await slide(ui, 'Maximum age', '{End}');
    await slide(ui, 'Minimum age', '{PageUp}{ArrowRight>5/}');
    expect(within(sheet).getByRole('slider', { name: 'Maximum age' })).toHaveAttribute(
      'aria-valuetext',
      '99+',
    );
    expect(within(sheet).getByText('40+')).toBeInTheDocument();
    await ui.click(within(sheet).getByRole('button', { name: 'Show results' }));
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
    await screen.findByText('2 members found');
    await openFilters(userEvent.setup());
    const region = await screen.findByRole('combobox', { name: 'Voivodeship' });
    expect(queriesOf(calls, '/api/regions.php')[0]?.get('country')).toBe('PL');
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.selectOptions(region, 'Śląskie');
    await ui.click(screen.getByRole('button', { name: 'Show results' }));
    // The site has no country filter, so the region's country goes along with the region.
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toMatchObject({ country: 'PL', region: 'Śląskie' });
  });

  it('adds the next page under the ones shown with Load more, until every member is there', async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': pagedAnswers(60, () => calls) });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    expect(await screen.findByText('60 members found')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('article')).toHaveLength(2);

    // 60 members at 24 a page: three pages (the stub's pages bring two members each).
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Member 3' })).toBeInTheDocument();
    expect(searches(calls)[1]).toMatchObject({ page: '2', num: '24' });
    expect(within(results).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('article', { name: 'Member 1' })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Member 6' })).toBeInTheDocument();
    expect(searches(calls)[2]).toMatchObject({ page: '3' });
    // The last page is there: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(searches(calls)).toHaveLength(3);
  });

  it('shows a capped total as "1000+" and offers more up to the cap', async () => {
    stubFetch({ 'GET /api/members.php': answer({ total: 1000, total_capped: true }) });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    expect(await screen.findByText('1,000+ members found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('offers no more when every member is shown', async () => {
    stubFetch({ 'GET /api/members.php': answer() });
    await renderPage(<SearchPage />, { path: '/members', user: member(), settings: settingsFixture() });
    await screen.findByText('2 members found');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
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
    const { calls } = stubFetch({ 'GET /api/members.php': pagedAnswers(60, () => calls) });
    const { store, queryClient, unmount } = await renderPage(<SearchPage />, {
      path: '/members',
      user: member(),
      settings: settingsFixture(),
    });
    await screen.findByText('60 members found');
    const ui = userEvent.setup();
    await openFilters(ui);
    await slide(ui, 'Minimum age', '{PageUp}{PageUp}');
    await ui.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    await ui.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Member 3' });
    expect(searches(calls)).toHaveLength(3);
    unmount();

    remountPage(<SearchPage />, { store, queryClient }, { path: '/members' });
    expect(screen.getByText('60 members found')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Chosen filters' })).getByText('Age 38+'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Member 1' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Member 4' })).toBeInTheDocument();
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
