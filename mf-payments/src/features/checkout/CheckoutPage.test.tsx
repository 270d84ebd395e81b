import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPurchaseReturn, rememberPurchaseReturn, userAtom } from 'shared-ui/kernel';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { orderFixture, packagesFixture, queriesTo } from '../../test/paymentFixtures';
import { renderPage } from '../../test/renderPage';
import CheckoutPage from './CheckoutPage';
import { redirectToProvider } from './redirect';

jest.mock('./redirect', () => ({ redirectToProvider: jest.fn() }));

const path = '/credits/:id/:paymentmethod?';
const settings = settingsFixture({ countries: ['NL', 'DE'], geoip_country: 'NL' });
const nl = packagesFixture({
  country: 'NL',
  currency: 'EUR',
  firstId: 1,
  methods: ['ideal', 'creditcard', 'visa', 'mastercard', 'paypal', 'sdd', 'sct'],
});
const de = packagesFixture({
  country: 'DE',
  currency: 'EUR',
  firstId: 11,
  methods: ['sdd', 'giropay', 'sofort', 'creditcard', 'visa', 'mastercard', 'paypal', 'paysafecard', 'sct'],
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** packages.php answers per ?country=. */
function packagesByCountry(calls: () => Request[]) {
  return () => (calls().at(-1)?.url.includes('country=DE') ? json(de) : json(nl));
}

describe('CheckoutPage', () => {
  afterEach(() => jest.mocked(redirectToProvider).mockReset());

  it('shows the package and the payment methods of the payment country, local ones first', async () => {
    const stub = stubFetch({ '/api/packages.php': () => packagesByCountry(() => stub.calls)() });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3', user: userFixture(), settings });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '600 credits' })).toBeInTheDocument();
    const methods = within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio');
    expect(methods.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'iDEAL',
      'Credit card',
      'Visa',
      'Mastercard',
      'PayPal',
      'SEPA direct debit',
      'Bank transfer',
    ]);
    expect(screen.getByText('Choose a payment method to continue.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Payment country/ })).toHaveValue('NL');
  });

  it('switches the payment country to the same tier there, keeping an offered method', async () => {
    const stub = stubFetch({ '/api/packages.php': () => packagesByCountry(() => stub.calls)() });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/paypal', user: userFixture(), settings });
    await screen.findByRole('heading', { name: '600 credits' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Payment country/ }), 'DE');

    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio')[0],
      ).toHaveAccessibleName('SEPA direct debit'),
    );
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(queriesTo(stub.calls, '/api/packages.php').at(-1)?.get('country')).toBe('DE');
  });

  it('puts the chosen method in the URL and offers to store a card', async () => {
    stubFetch({ '/api/packages.php': { body: nl } });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3', user: userFixture(), settings });
    await userEvent.click(await screen.findByRole('radio', { name: 'Visa' }));
    expect(screen.getByRole('radio', { name: 'Visa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Save my card for faster repeat orders' })).not.toBeChecked();
    expect(screen.getByText(/By paying with Visa you accept the/)).toHaveTextContent(
      'including the storage of your payment credentials',
    );
    expect(screen.getByRole('link', { name: 'payment terms' })).toHaveAttribute('href', '/pages/terms');

    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('orders with the package, method, country and terms, never an amount, then goes to the provider', async () => {
    const { sent } = stubFetch({
      '/api/packages.php': { body: nl },
      'POST /api/orders.php': {
        status: 201,
        body: {
          order: orderFixture({ status: 'created' }),
          redirect_url: 'https://pay.example/checkout/abc',
        },
      },
    });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/visa', user: userFixture(), settings });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Save my card/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay €39.99' }));

    await waitFor(() => expect(redirectToProvider).toHaveBeenCalledWith('https://pay.example/checkout/abc'));
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/orders.php');
    expect(post?.body).toEqual({
      package: 3,
      payment_method: 'visa',
      country: 'NL',
      store_card: true,
      accept_terms: true,
    });
    expect(screen.getByRole('button', { name: 'Taking you to the payment page…' })).toBeDisabled();
  });

  it('names the discount code the server priced the package with', async () => {
    const { sent } = stubFetch({
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
      '/api/packages.php': {
        body: { ...nl, packages: packagesFixture({ discount: 25, currency: 'EUR' }).packages },
      },
      'POST /api/orders.php': {
        status: 201,
        body: { order: orderFixture({ status: 'created' }), redirect_url: '/sandbox/pay/1' },
      },
    });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/ideal', user: userFixture(), settings });
    expect(await screen.findByText('Your welcome discount: 25% off')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay €29.99' }));
    await waitFor(() => expect(redirectToProvider).toHaveBeenCalledWith('/sandbox/pay/1'));
    const body = sent.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toEqual({
      package: 3,
      payment_method: 'ideal',
      country: 'NL',
      discount_code: 'WELCOME25',
      accept_terms: true,
    });
    expect(Object.keys(body)).not.toContain('amount');
  });

  it('translates a refused order', async () => {
    stubFetch({
      '/api/packages.php': { body: nl },
      'POST /api/orders.php': {
        status: 400,
        body: { error: 'method_not_offered', message: 'x', statusCode: 400 },
      },
    });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/ideal', user: userFixture(), settings });
    await userEvent.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment method is not available in your country.',
    );
    expect(redirectToProvider).not.toHaveBeenCalled();
  });

  it('sends SEPA direct debit to the direct-debit form', async () => {
    stubFetch({ '/api/packages.php': { body: nl } });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/sdd', user: userFixture(), settings });
    expect(await screen.findByRole('link', { name: 'Continue to direct debit' })).toHaveAttribute(
      'href',
      '/directdebit?package=3',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('warns about a payment method that does not exist', async () => {
    stubFetch({ '/api/packages.php': { body: nl } });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/bitcoin', user: userFixture(), settings });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“bitcoin” is not a payment method we offer. Please choose another one.',
    );
  });

  it('says a package that is not offered does not exist', async () => {
    stubFetch({ '/api/packages.php': { body: nl } });
    await renderPage(<CheckoutPage />, { path, url: '/credits/99', user: userFixture(), settings });
    expect(await screen.findByRole('heading', { name: 'This package does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the credit packages' })).toHaveAttribute(
      'href',
      '/credits',
    );
  });

  it('says a package id that is not one does not exist', async () => {
    await renderPage(<CheckoutPage />, { path, url: '/credits/abc', user: userFixture() });
    expect(screen.getByRole('heading', { name: 'This package does not exist' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/paypal' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});

describe('CheckoutPage, back from the provider', () => {
  it('shows the pending payment, asks again every 2 s, then completes and refreshes the member', async () => {
    let answers = 0;
    const { calls } = stubFetch({
      '/api/order.php': () => {
        answers += 1;
        return json({
          order: orderFixture({ status: answers < 2 ? 'pending' : 'completed' }),
          became_premium: false,
        });
      },
      '/api/user.php': { body: { user: userFixture({ credits: 600, paid_user: true }) } },
    });
    const { store } = await renderPage(<CheckoutPage />, {
      path,
      url: '/credits/3/creditcard?order=9',
      user: userFixture(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment' })).toBeInTheDocument();
    expect(screen.getByText('Loading your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Processing your payment')).toBeInTheDocument();
    expect(screen.getByText('Processing your payment').closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    const complete = await screen.findByRole('note', {}, { timeout: 4000 });
    expect(complete).toHaveTextContent('Payment complete');
    // Announced once, by the live region that held 'Processing your payment'.
    expect(complete.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(queriesTo(calls, '/api/order.php').map((query) => query.get('id'))).toEqual(['9', '9']);
    expect(screen.getAllByText('Payment complete').length).toBeGreaterThanOrEqual(2); // status + toast
    expect(screen.getByText(/600 credits have been added to your account \(£39\.99\)/)).toBeInTheDocument();
    await waitFor(() => expect(store.get(userAtom)?.credits).toBe(600));
    expect(store.get(userAtom)?.paid_user).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your chats' })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: 'Meet members' })).toHaveAttribute('href', '/members');
    // A member who was premium before is not told they just became one.
    expect(screen.queryByText(/premium member/)).not.toBeInTheDocument();
  }, 10_000);

  it('says the member is now premium for life when the order completes their first purchase', async () => {
    let answers = 0;
    stubFetch({
      '/api/order.php': () => {
        answers += 1;
        const completed = answers >= 2;
        return json({
          order: orderFixture({ status: completed ? 'completed' : 'pending' }),
          became_premium: completed,
        });
      },
      '/api/user.php': { body: { user: userFixture({ credits: 600, paid_user: true }) } },
    });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/creditcard?order=9', user: userFixture() });
    expect(await screen.findByText('Processing your payment')).toBeInTheDocument();
    expect(screen.queryByText(/premium member/)).not.toBeInTheDocument();

    const premium = await screen.findByText('You are now a premium member – for life', {}, { timeout: 4000 });
    // Part of the payment's own message, announced by the live region the moment the payment completes.
    const complete = premium.closest('[role="note"]');
    expect(complete).toHaveTextContent('Payment complete');
    expect(complete).toHaveTextContent(
      'Your first purchase made you a premium member for good: you see every photo and can upload up to 25 of your own.',
    );
    expect(complete?.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  }, 10_000);

  it('leads back to the chat the member left to buy credits, once paid', async () => {
    stubFetch({
      '/api/order.php': { body: { order: orderFixture({ status: 'completed' }) } },
      '/api/user.php': { body: { user: userFixture({ credits: 600, paid_user: true }) } },
    });
    rememberPurchaseReturn('/chats/15');
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/creditcard?order=9', user: userFixture() });
    expect(await screen.findByRole('link', { name: 'Back to your chat' })).toHaveAttribute(
      'href',
      '/chats/15',
    );
    expect(screen.queryByRole('link', { name: 'Go to your chats' })).not.toBeInTheDocument();
    forgetPurchaseReturn();
  });

  it('offers a retry with another method when the payment failed or was cancelled', async () => {
    stubFetch({
      '/api/order.php': { body: { order: orderFixture({ status: 'cancelled', payment_method: 'ideal' }) } },
    });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/ideal?order=9', user: userFixture() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed or has been cancelled.');
    expect(within(alert).getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      '/credits/3',
    );
    expect(within(alert).getByRole('link', { name: 'Try again with iDEAL' })).toHaveAttribute(
      'href',
      '/credits/3/ideal',
    );
  });

  it('says an order that is not the member’s cannot be found', async () => {
    stubFetch({
      '/api/order.php': { status: 404, body: { error: 'not_found', message: 'x', statusCode: 404 } },
    });
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/ideal?order=77', user: userFixture() });
    expect(
      await screen.findByRole('heading', { name: 'This payment could not be found' }),
    ).toBeInTheDocument();
  });
});
