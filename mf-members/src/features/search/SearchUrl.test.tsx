import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchResponse } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { memberCard, queriesOf } from '../../test/members';
import { renderPage } from '../../test/renderPage';
import './jsdom-resize-observer';
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

/** The address as the browser shows it, and a link to the plain search (as the navigation has). */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => navigate('/members')}>
        Plain search
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
    // page=2: the member had loaded two pages; both come back, so they are where they were.
    const filters = { country: 'AT', region: 'Tirol', min_age: '25', max_age: '40', num: '24' };
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)).toEqual(
      expect.arrayContaining([
        { ...filters, page: '1' },
        { ...filters, page: '2' },
      ]),
    );
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Austria', 'Tirol', 'Age 25–40']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filters, 3 active' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('combobox', { name: 'Looking for' })).toHaveValue('');
    expect(within(sheet).getByRole('combobox', { name: 'Country' })).toHaveValue('AT');
    expect(within(sheet).getByRole('combobox', { name: 'State' })).toHaveValue('Tirol');
    expect(within(sheet).getByRole('slider', { name: 'Minimum age' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(sheet).getByRole('slider', { name: 'Maximum age' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('writes filters and loaded pages to the address, and a removed chip updates results and address', async () => {
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
    await ui.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(address()).toBe('?gender=female&country=DE&page=2'));

    // A site of three countries: the member picks the country, starting with their own. New filters start
    // again at the first page.
    await ui.click(screen.getByRole('button', { name: 'Filters, 2 active' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    await ui.selectOptions(within(sheet).getByRole('combobox', { name: 'Country' }), 'AT');
    await ui.selectOptions(within(sheet).getByRole('combobox', { name: 'State' }), 'Wien');
    await ui.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(address()).toBe('?gender=female&country=AT&region=Wien'));
    expect(searches(calls).at(-1)).toEqual({
      gender: 'female',
      country: 'AT',
      region: 'Wien',
      page: '1',
      num: '24',
    });

    // A chip's remove button takes that filter away: new results, new address, and the keyboard goes on
    // from the Filters button.
    await ui.click(screen.getByRole('button', { name: 'Remove filter: Wien' }));
    await waitFor(() => expect(address()).toBe('?gender=female&country=AT'));
    expect(searches(calls).at(-1)).toEqual({ gender: 'female', country: 'AT', page: '1', num: '24' });
    expect(screen.queryByRole('button', { name: 'Remove filter: Wien' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toHaveFocus();

    // Removing the country removes it for good: "any" is written out (a missing one would mean "my own").
    await ui.click(screen.getByRole('button', { name: 'Remove filter: Austria' }));
    await waitFor(() => expect(address()).toBe('?gender=female&country=any'));
    expect(searches(calls).at(-1)).toEqual({ gender: 'female', page: '1', num: '24' });
  });

  it('follows the address when it changes (a link to the plain search)', async () => {
    stubFetch({ 'GET /api/members.php': answer });
    await renderPage(
      <>
        <SearchPage />
        <AddressBar />
      </>,
      { path: '/members', url: '/members?gender=any&country=AT', user: member(), settings: settings() },
    );
    await screen.findByText('60 members found');
    expect(
      within(screen.getByRole('list', { name: 'Chosen filters' })).getByText('Austria'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Plain search' }));
    // The plain address is the member's default search: women in their own country.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chosen filters' }))
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Women', 'Germany']),
    );
  });
});
