import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timeBonusAtom } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { packagesFixture, queriesTo } from '../../test/paymentFixtures';
import { renderPage } from '../../test/renderPage';
import PremiumPage from './PremiumPage';

const settings = settingsFixture({ countries: ['GB', 'IE'], geoip_country: 'GB' });

describe('PremiumPage', () => {
  it('shows the package tiers with prices, ribbons and the one-time payment notice', async () => {
    stubFetch({ '/api/packages.php': { body: packagesFixture() } });
    await renderPage(<PremiumPage />, { path: '/premium', settings });
    expect(screen.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeInTheDocument();
    expect(screen.getByText(/46% higher chance/)).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Choose your package' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('100 credits');
    expect(cards[0]).toHaveTextContent('£9.99');
    expect(cards[0]).toHaveTextContent('One-time payment, no subscription');
    expect(within(cards[0]!).queryByText(/Save/)).not.toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('Most popular');
    expect(cards[2]).toHaveTextContent('Save 33%');
    expect(cards[2]!.querySelector('del')).toBeNull();
    expect(screen.getByText('Prices for payments from United Kingdom.')).toBeInTheDocument();

    await userEvent.click(within(cards[1]!).getByRole('link', { name: 'Choose 250 credits' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/credits/2');
  });

  it('keeps the free and premium comparison with check and cross marks', async () => {
    stubFetch({ '/api/packages.php': { body: packagesFixture() } });
    await renderPage(<PremiumPage />, { path: '/premium', settings });
    expect(screen.getByText('Upload up to 25 photos of yourself instead of 3.')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Free and premium compared' }));
    const allPhotos = within(table.getByRole('row', { name: /See all photos/ })).getAllByRole('cell');
    expect(allPhotos.map((cell) => cell.textContent)).toEqual(['✗Not included', '✓Included']);
    await screen.findAllByRole('listitem');
  });

  it('prices the packages with the running time bonus and strikes the normal price through', async () => {
    const { calls } = stubFetch({
      'GET /api/packages.php': () =>
        new Response(
          JSON.stringify(
            packagesFixture({
              discount: calls.at(-1)?.url.includes('discount=TIMEBONUS25') ? 25 : null,
            }),
          ),
          { headers: { 'content-type': 'application/json' } },
        ),
    });
    const { store } = await renderPage(<PremiumPage />, {
      path: '/premium',
      settings,
      user: userFixture(),
    });
    act(() => store.set(timeBonusAtom, { isVisible: true, secondsLeft: 3600 }));

    expect(await screen.findByText('Welcome bonus: 25% off')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:00');
    const card = await screen.findByTestId('package-p0');
    await waitFor(() => expect(card.querySelector('del')).toHaveTextContent('Normal price: £9.99'));
    expect(card).toHaveTextContent('Now: £7.49');
    expect(card).toHaveTextContent('−25% discount');
    expect(queriesTo(calls, '/api/packages.php').at(-1)?.get('discount')).toBe('TIMEBONUS25');
  });

  it('uses the welcome code when there is no time bonus, and ignores its failure', async () => {
    const { calls } = stubFetch({
      '/api/discountcode.php': {
        body: {
          discountcode: {
            code: 'WELCOME25',
            country: null,
            user_id: 7,
            expires: null,
            value_percentage: 25,
            percentage: '25%',
            currency: null,
            minimum_order_value: 0,
            status: 'active',
            validity: null,
            expired: false,
            paymentmethods: [],
          },
        },
      },
      '/api/packages.php': { body: packagesFixture({ discount: 25 }) },
    });
    await renderPage(<PremiumPage />, { path: '/premium', settings, user: userFixture() });
    expect(await screen.findByText('Your welcome discount: 25% off')).toBeInTheDocument();
    await waitFor(() =>
      expect(queriesTo(calls, '/api/packages.php').at(-1)?.get('discount')).toBe('WELCOME25'),
    );
    expect(queriesTo(calls, '/api/discountcode.php')[0]?.get('welcome')).toBe('true');
  });

  it('asks for the packages without a discount when the welcome code fails', async () => {
    const { calls } = stubFetch({ '/api/packages.php': { body: packagesFixture() } });
    await renderPage(<PremiumPage />, { path: '/premium', settings, user: userFixture() });
    await screen.findAllByRole('listitem');
    expect(queriesTo(calls, '/api/packages.php').at(-1)?.get('discount')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers nothing, quietly, when the member has no welcome code', async () => {
    const { calls } = stubFetch({
      '/api/discountcode.php': { body: { discountcode: null } },
      '/api/packages.php': { body: packagesFixture() },
    });
    await renderPage(<PremiumPage />, { path: '/premium', settings, user: userFixture() });
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(queriesTo(calls, '/api/discountcode.php')).toHaveLength(1));
    expect(queriesTo(calls, '/api/packages.php').at(-1)?.get('discount')).toBeNull();
    expect(screen.queryByText(/discount|bonus/i)).not.toBeInTheDocument();
  });

  it('announces no discount that the server does not price in (the next checkout would not apply it)', async () => {
    stubFetch({ '/api/packages.php': { body: packagesFixture({ discount: null }) } });
    const { store } = await renderPage(<PremiumPage />, {
      path: '/premium',
      settings,
      user: userFixture(),
    });
    act(() => store.set(timeBonusAtom, { isVisible: true, secondsLeft: 3600 }));
    const card = await screen.findByTestId('package-p0');
    expect(card).toHaveTextContent('£9.99');
    expect(card.querySelector('del')).toBeNull();
    expect(screen.queryByText('Welcome bonus: 25% off')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('thanks a member who is already premium and still offers credits', async () => {
    stubFetch({ '/api/packages.php': { body: packagesFixture() } });
    await renderPage(<PremiumPage />, {
      path: '/premium',
      settings,
      user: userFixture({ paid_user: true }),
    });
    expect(screen.getByText('You are a premium member for life. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buy more credits' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /^Choose/ })).toHaveLength(4);
  });
});
