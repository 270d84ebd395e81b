import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userAtom } from 'shared-ui/kernel';
import { stubFetch, userFixture } from 'shared-ui/testing';
import { orderFixture } from '../../test/paymentFixtures';
import { renderPage } from '../../test/renderPage';
import RepeatOrderPage from './RepeatOrderPage';

const path = '/credits/repeat-order';
// The provider names the brand in lower case; the page shows it as members know it ('Visa').
// Paid £29.99 with a discount before; 'Buy again' charges today's £39.99, which the list shows.
const earlier = {
  ...orderFixture({
    id: 5,
    package_id: 3,
    card: { brand: 'visa', last4: '4242' },
    amount: { amount: 2999, currency: 'GBP' },
  }),
  price: { amount: 3999, currency: 'GBP' },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('RepeatOrderPage', () => {
  it('lists earlier card orders with package, credits, the price charged now, card and date', async () => {
    stubFetch({ '/api/repeat-orders.php': { body: { orders: [earlier] } } });
    await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('heading', { name: '600 credits' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Plus');
    expect(item).toHaveTextContent('Price now£39.99');
    expect(item).not.toHaveTextContent('£29.99');
    expect(item).toHaveTextContent('Visa •••• 4242');
    expect(item).toHaveTextContent('4 Mar 2025');
    expect(screen.getByText(/charges your saved card at once/)).toBeInTheDocument();
  });

  it('buys again in one click, then confirms and refreshes the member', async () => {
    const { sent } = stubFetch({
      '/api/repeat-orders.php': { body: { orders: [earlier] } },
      'POST /api/repeat-order.php': {
        status: 201,
        body: { order: orderFixture({ id: 12, repeat_of: 5, status: 'completed' }) },
      },
      '/api/user.php': { body: { user: userFixture({ credits: 640, paid_user: true }) } },
    });
    const { store } = await renderPage(<RepeatOrderPage />, { path, user: userFixture({ credits: 40 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again 600 credits' }));
    expect((await screen.findAllByText('Payment complete')).length).toBeGreaterThanOrEqual(1);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ order: 5, accept_terms: true });
    await waitFor(() => expect(store.get(userAtom)?.credits).toBe(640));
  });

  it('offers a retry and PayPal when the card payment fails', async () => {
    let attempts = 0;
    stubFetch({
      '/api/repeat-orders.php': { body: { orders: [earlier] } },
      'POST /api/repeat-order.php': () => {
        attempts += 1;
        return json(
          { error: 'recurring_card_failed', message: 'Credit card payment failed', statusCode: 402 },
          402,
        );
      },
    });
    await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again 600 credits' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Credit card payment failed');
    expect(within(alert).getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/credits/3/paypal',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts).toBe(2));
  });

  it('shows that there is no order to repeat yet', async () => {
    stubFetch({ '/api/repeat-orders.php': { body: { orders: [] } } });
    await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Repeat an order' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No orders to repeat yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<RepeatOrderPage />, { path });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
