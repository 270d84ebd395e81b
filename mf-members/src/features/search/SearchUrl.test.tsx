import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchResponse } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { memberCard, queriesOf } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import SearchPage from './SearchPage';

const answer = {
  body: {
    profiles: [memberCard({ id: 1, name: 'Anna' })],
    total: 60,
    total_capped: false,
    page: 1,
    num_results: 24,
    similar: [],
  } satisfies SearchResponse,
};

/** The address as the browser shows it, and its back button. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

const settings = () =>
  settingsFixture({
    countries: ['DE', 'AT', 'CH'],
    search_fields: ['gender', 'countryregion', 'min_age', 'max_age'],
    region_data: {
      DE: { label: 'state', regions: ['Bayern', 'Berlin'] },
      AT: { label: 'state', regions: ['Tirol', 'Wien'] },
    },
  });

function member() {
  const user = userFixture();
  user.profile = { ...user.profile, country: 'DE' };
  return user;
}

const address = () => screen.getByTestId('address').textContent;
const searches = (calls: Request[]) =>
  queriesOf(calls, '/api/members.php').map((query) => Object.fromEntries(query));

afterEach(() => localStorage.clear());

describe('the search in the address', () => {
  it('starts from the address (a refresh or a shared link) and shows its filters', async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': answer });
    await renderPage(
      <>
        <SearchPage />
        <AddressBar />
      </>,
      {
        path: '/members',
        url: '/members?gender=any&country=AT&region=Tirol&min_age=25&max_age=40&page=2',
        user: member(),
        settings: settings(),
      },
    );
    await screen.findByText('60 members found');
    expect(searches(calls)).toEqual([
      { country: 'AT', region: 'Tirol', min_age: '25', max_age: '40', page: '2', num: '24' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Looking for' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('AT');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Tirol');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes filters (replacing the entry) and pages (a new entry) to the address; back restores', async () => {
    const { calls } = stubFetch({ 'GET /api/members.php': answer });
    await renderPage(
      <>
        <SearchPage />
        <AddressBar />
      </>,
      { path: '/members', url: '/members', user: member(), settings: settings() },
    );
    await screen.findByText('60 members found');
    // The default search keeps the plain address.
    expect(address()).toBe('');
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(address()).toBe('?gender=female&country=DE&page=2'));
    // Back to the plain address: the default search, page 1.
    await ui.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe(''));
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    // A site of three countries: the member picks the country, starting with their own.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AT');
    await ui.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Wien');
    await ui.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address()).toBe('?gender=female&country=AT&region=Wien'));

    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    await ui.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(address()).toBe('?gender=female&country=AT&region=Wien&page=3'));
    expect(searches(calls).at(-1)).toMatchObject({ country: 'AT', region: 'Wien', page: '3' });

    // Back: the page before, same filters (the filter change replaced its entry rather than adding one).
    await ui.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(address()).toBe('?gender=female&country=AT&region=Wien'));
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Wien');
  });
});
