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
  it('lists earlier card orders under their card with package, credits, the price charged now and date', async () => {
    stubFetch({ '/api/repeat-orders.php': { body: { orders: [earlier] } } });
    await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
    const card = await screen.findByRole('region', { name: 'Visa •••• 4242' });
    const item = within(card).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: '600 credits' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Plus');
    expect(item).toHaveTextContent('Price now£39.99');
    expect(item).not.toHaveTextContent('£29.99');
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
    // One idempotency key per intended purchase: a retry of this request cannot charge the card twice.
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      order: 5,
      accept_terms: true,
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
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

  describe('when the API asks for the password first', () => {
    const confirmationRequired = () =>
      json(
        {
          error: 'card_confirmation_required',
          message: 'Please confirm this payment with your password.',
          statusCode: 403,
        },
        403,
      );

    it('asks for it in a sheet that says why and what is charged, then resends the same purchase with it', async () => {
      const { sent } = stubFetch({
        '/api/repeat-orders.php': { body: { orders: [earlier] } },
        'POST /api/repeat-order.php': () => {
          const posts = sent.filter((request) => request.method === 'POST');
          const body = posts[posts.length - 1]?.body as { password?: string };
          if (body.password === undefined) return confirmationRequired();
          return json({ order: orderFixture({ id: 12, repeat_of: 5, status: 'completed' }) }, 201);
        },
        '/api/user.php': { body: { user: userFixture({ credits: 640, paid_user: true }) } },
      });
      await renderPage(<RepeatOrderPage />, { path, user: userFixture({ credits: 40 }) });
      await userEvent.click(await screen.findByRole('button', { name: 'Buy again 600 credits' }));

      const sheet = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
      expect(sheet).toHaveTextContent('we ask for your password the first time you use it after logging in');
      expect(sheet).toHaveTextContent('Visa •••• 4242 will be charged £39.99 for 600 credits.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.type(within(sheet).getByLabelText(/Password/), 'correct horse');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm and pay' }));

      expect((await screen.findAllByText('Payment complete')).length).toBeGreaterThanOrEqual(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const [first, second] = sent
        .filter((request) => request.method === 'POST')
        .map((request) => request.body);
      // The same intended purchase: the password travels with the first request's key, so it charges once.
      expect(second).toEqual({ ...(first as object), password: 'correct horse' });
      expect(first).not.toHaveProperty('password');
    });

    it('keeps the sheet open on a wrong password, with submit disabled while a request is on its way', async () => {
      let answer: (response: Response) => void = () => undefined;
      const { sent } = stubFetch({
        '/api/repeat-orders.php': { body: { orders: [earlier] } },
        'POST /api/repeat-order.php': () => {
          const posts = sent.filter((request) => request.method === 'POST');
          if ((posts[posts.length - 1]?.body as { password?: string }).password === undefined) {
            return confirmationRequired();
          }
          return new Promise<Response>((resolve) => {
            answer = resolve;
          }) as unknown as Response;
        },
      });
      await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
      await userEvent.click(await screen.findByRole('button', { name: 'Buy again 600 credits' }));
      const sheet = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
      await userEvent.type(within(sheet).getByLabelText(/Password/), 'guess');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm and pay' }));

      const submit = await within(sheet).findByRole('button', { name: 'Confirming…' });
      expect(submit).toBeDisabled();
      await userEvent.click(submit);
      answer(json({ error: 'password_wrong', message: 'Wrong password', statusCode: 400, fields: {} }, 400));

      const field = await within(sheet).findByLabelText(/Password/);
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('That password is not correct. Please try again.'),
      );
      expect(within(sheet).getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(2);
    });

    it('asks for the password before submitting an empty field', async () => {
      const { sent } = stubFetch({
        '/api/repeat-orders.php': { body: { orders: [earlier] } },
        'POST /api/repeat-order.php': confirmationRequired,
      });
      await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
      await userEvent.click(await screen.findByRole('button', { name: 'Buy again 600 credits' }));
      const sheet = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
      await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm and pay' }));
      expect(within(sheet).getByLabelText(/Password/)).toHaveAccessibleDescription(
        'Please enter your password.',
      );
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    });
  });

  it('says when the card limit is reached, worded like the direct-debit limit', async () => {
    stubFetch({
      '/api/repeat-orders.php': { body: { orders: [earlier] } },
      'POST /api/repeat-order.php': {
        status: 429,
        body: {
          error: 'card_limit',
          message: 'Your limit for card payments has been reached.',
          statusCode: 429,
        },
      },
    });
    await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again 600 credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your limit for card payments has been reached. Please try later, a cheaper package or another payment method.',
    );
  });

  it('says a payment still being processed, and checks again with the same purchase', async () => {
    const { sent } = stubFetch({
      '/api/repeat-orders.php': { body: { orders: [earlier] } },
      'POST /api/repeat-order.php': () =>
        json({ error: 'idempotency_key_in_progress', message: 'x', statusCode: 409 }, 409),
    });
    await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again 600 credits' }));
    // Not an error: nothing failed, the first request is still with the provider.
    const notice = await waitFor(() => {
      const found = screen
        .getAllByRole('status')
        .find((element) => element.textContent?.includes('Your payment is still being processed.'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(within(notice).queryByRole('link', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(2));
    const [first, second] = sent
      .filter((request) => request.method === 'POST')
      .map((request) => request.body);
    expect(second).toEqual(first);
  });

  describe('with two stored cards', () => {
    const mastercard = {
      ...orderFixture({
        id: 8,
        package_id: 1,
        tier: 'p0',
        credits: 100,
        card: { brand: 'mastercard', last4: '4444' },
      }),
      price: { amount: 999, currency: 'GBP' },
    };
    const visaAgain = {
      ...orderFixture({
        id: 4,
        package_id: 1,
        tier: 'p0',
        credits: 100,
        card: { brand: 'visa', last4: '4242' },
      }),
      price: { amount: 999, currency: 'GBP' },
    };

    it('shows each card with its packages and buys again from the second one', async () => {
      const { sent } = stubFetch({
        '/api/repeat-orders.php': { body: { orders: [earlier, mastercard, visaAgain] } },
        'POST /api/repeat-order.php': {
          status: 201,
          body: { order: orderFixture({ id: 13, repeat_of: 8, status: 'completed', credits: 100 }) },
        },
        '/api/user.php': { body: { user: userFixture({ credits: 140, paid_user: true }) } },
      });
      await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
      const visa = await screen.findByRole('region', { name: 'Visa •••• 4242' });
      const second = screen.getByRole('region', { name: 'Mastercard •••• 4444' });
      expect(
        within(visa)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['600 credits', '100 credits']);
      await userEvent.click(within(second).getByRole('button', { name: 'Buy again 100 credits' }));
      expect((await screen.findAllByText('Payment complete')).length).toBeGreaterThanOrEqual(1);
      expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({ order: 8 });
    });

    it('removes a card after asking, and shows the list the API answers', async () => {
      const { sent } = stubFetch({
        '/api/repeat-orders.php': { body: { orders: [earlier, mastercard, visaAgain] } },
        'DELETE /api/stored-card.php': { body: { orders: [mastercard] } },
      });
      await renderPage(<RepeatOrderPage />, { path, user: userFixture() });
      const visa = await screen.findByRole('region', { name: 'Visa •••• 4242' });
      await userEvent.click(within(visa).getByRole('button', { name: 'Remove card Visa •••• 4242' }));

      const dialog = await screen.findByRole('dialog', { name: 'Remove Visa •••• 4242?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep card' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

      await userEvent.click(within(visa).getByRole('button', { name: 'Remove card Visa •••• 4242' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove card' }),
      );
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Visa •••• 4242' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('region', { name: 'Mastercard •••• 4444' })).toBeInTheDocument();
      expect(await screen.findByText('Card removed.')).toBeInTheDocument();
      const removal = sent.find((request) => request.method === 'DELETE');
      expect(removal?.path).toBe('/api/stored-card.php');
    });
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
