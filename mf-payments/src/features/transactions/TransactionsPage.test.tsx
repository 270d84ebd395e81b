import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, userFixture } from 'shared-ui/testing';
import { orderFixture, queriesTo } from '../../test/paymentFixtures';
import { renderPage } from '../../test/renderPage';
import TransactionsPage from './TransactionsPage';

const path = '/transactions/:id?';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('TransactionsPage', () => {
  it('lists the orders, newest first, with their details and pages', async () => {
    const { calls } = stubFetch({
      '/api/orders.php': () => {
        const page = Number(new URL(calls.at(-1)!.url).searchParams.get('page'));
        return json({
          orders:
            page === 1
              ? [
                  orderFixture({ id: 31, status: 'pending', payment_method: 'ideal' }),
                  orderFixture({ id: 30, status: 'failed' }),
                  orderFixture({ id: 29, status: 'expired' }),
                ]
              : [orderFixture({ id: 2, tier: 'p0', credits: 100, amount: { amount: 999, currency: 'EUR' } })],
          page,
          total: 21,
          page_size: 20,
        });
      },
    });
    await renderPage(<TransactionsPage />, { path, url: '/transactions', user: userFixture() });
    const table = await screen.findByRole('table', { name: 'Your orders, page 1 of 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'No. 31',
      'No. 30',
      'No. 29',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No. 31', '4 Mar 2025, 10:15', 'Plus', '600', '£39.99', 'iDEAL', 'Processing']);
    expect(rows[1]).toHaveTextContent('Failed');
    // A checkout left unpaid: expired, not 'Processing' for ever.
    expect(rows[2]).toHaveTextContent('Expired');
    expect(within(rows[0]!).getByRole('link', { name: 'No. 31' })).toHaveAttribute(
      'href',
      '/transactions/31',
    );
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Your orders, page 2 of 2' })).toHaveTextContent('€9.99');
    expect(queriesTo(calls, '/api/orders.php').map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/transactions');
  });

  it('opens the page named in the URL', async () => {
    const { calls } = stubFetch({
      '/api/orders.php': { body: { orders: [orderFixture()], page: 3, total: 41, page_size: 20 } },
    });
    await renderPage(<TransactionsPage />, { path, url: '/transactions?page=3', user: userFixture() });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(queriesTo(calls, '/api/orders.php')[0]?.get('page')).toBe('3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/transactions?page=2',
    );
  });

  it('says an outage like being offline and loads the orders on a retry once the service is back', async () => {
    let outage = true;
    stubFetch({
      '/api/orders.php': () =>
        outage
          ? json({ error: 'service_unavailable', message: 'Unavailable', statusCode: 503 }, 503)
          : json({ orders: [orderFixture()], page: 1, total: 1, page_size: 20 }),
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderPage(<TransactionsPage />, { path, url: '/transactions', user: userFixture() });
      // The client's retries come first; the notice is what is left once they are used up.
      await act(() => jest.advanceTimersByTimeAsync(60_000));
    } finally {
      jest.useRealTimers();
    }
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "We can't reach the service right now. Nothing was lost: try again in a moment.",
    );
    outage = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your orders, page 1 of 1' })).toBeInTheDocument();
  });

  it('lists no transactions before the first purchase', async () => {
    stubFetch({ '/api/orders.php': { body: { orders: [], page: 1, total: 0, page_size: 20 } } });
    await renderPage(<TransactionsPage />, { path, url: '/transactions', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('shows one transaction with its masked IBAN', async () => {
    stubFetch({
      '/api/order.php': {
        body: {
          order: orderFixture({
            id: 42,
            payment_method: 'sdd',
            iban_masked: 'DE89 **** **** **** **30 00',
            amount: { amount: 2999, currency: 'EUR' },
            normal_amount: { amount: 3999, currency: 'EUR' },
            discount_code: 'TIMEBONUS25',
          }),
        },
      },
    });
    await renderPage(<TransactionsPage />, { path, url: '/transactions/42', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction 42' })).toBeInTheDocument();
    expect(await screen.findByText('DE89 **** **** **** **30 00')).toBeInTheDocument();
    expect(screen.getByText('SEPA direct debit')).toBeInTheDocument();
    expect(screen.getByText('TIMEBONUS25')).toBeInTheDocument();
    expect(screen.getByText('€39.99').tagName).toBe('DEL');
    expect(screen.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/transactions');
  });

  it('says a transaction the API does not know cannot be found', async () => {
    stubFetch({
      '/api/order.php': { status: 404, body: { error: 'not_found', message: 'x', statusCode: 404 } },
    });
    await renderPage(<TransactionsPage />, { path, url: '/transactions/999', user: userFixture() });
    expect(
      await screen.findByRole('heading', { name: 'This transaction could not be found' }),
    ).toBeInTheDocument();
  });

  it('says a malformed transaction id cannot be found', async () => {
    await renderPage(<TransactionsPage />, { path, url: '/transactions/%3Cscript%3E', user: userFixture() });
    expect(screen.getByRole('heading', { name: 'This transaction could not be found' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<TransactionsPage />, { path, url: '/transactions' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
