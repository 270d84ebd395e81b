import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { userAtom, type CreditPackage, type Order } from 'shared-ui/kernel';
import { renderPage } from '../../test/renderPage';
import DirectDebitPage from './DirectDebitPage';

const PACKAGE: CreditPackage = {
  id: 2,
  tier: 'p1',
  credits: 100,
  price: { amount: 1499, currency: 'EUR' },
  normal_price: { amount: 1999, currency: 'EUR' },
  savings_percentage: 10,
  popular: true,
  discount_percentage: 25,
};

const PACKAGES = {
  country: 'DE',
  currency: 'EUR',
  packages: [PACKAGE],
  payment_methods: ['sdd', 'giropay', 'creditcard'],
};

const REQUESTED = {
  request: 41,
  phone_masked: '+49 *** **** 67',
  iban_masked: 'DE89 **** **** **** **30 00',
  attempts_left: 3,
};

const ORDER: Order = {
  id: 77,
  created_at: '2025-03-01T10:00:00Z',
  package_id: 2,
  tier: 'p1',
  credits: 100,
  amount: { amount: 1499, currency: 'EUR' },
  normal_amount: { amount: 1999, currency: 'EUR' },
  discount_code: 'TIMEBONUS25',
  payment_method: 'sdd',
  status: 'completed',
  finished_at: '2025-03-01T10:00:05Z',
  card: null,
  repeat_of: null,
  iban_masked: 'DE89 **** **** **** **30 00',
};

const settings = settingsFixture({ countries: ['DE', 'AT'], geoip_country: 'DE', name: 'Herzklopfen' });
const member = () => userFixture({ credits: 0, paid_user: false });

function json(status: number, body: unknown) {
  return () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function openForm() {
  const view = await renderPage(<DirectDebitPage />, {
    path: '/directdebit',
    url: '/directdebit?package=2',
    user: member(),
    settings,
  });
  await screen.findByRole('textbox', { name: 'Account holder' });
  return view;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Anna Schmidt');
  await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'de89370400440532013000');
  await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Hauptstraße');
  await user.type(screen.getByRole('textbox', { name: 'House no.' }), '5a');
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '10115');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Berlin');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0151 23456767');
}

const payButton = () => screen.getByRole('button', { name: 'Pay €14.99' });

describe('DirectDebitPage', () => {
  it('explains direct debit and sends the member to pick a bundle first', async () => {
    await renderPage(<DirectDebitPage />, { path: '/directdebit', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Direct debit' })).toBeInTheDocument();
    expect(screen.getByText(/SEPA direct debit with your IBAN/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a bundle first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a bundle' })).toHaveAttribute('href', '/credits');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<DirectDebitPage />, { path: '/directdebit' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });

  it('shows the bundle in the payment country and a labelled form with the payment terms and the SEPA mandate', async () => {
    const { sent } = stubFetch({ 'GET /api/packages.php': { body: PACKAGES } });
    await openForm();
    expect(sent.find((call) => call.path === '/api/packages.php')).toBeDefined();
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(order).toHaveTextContent('100 credits');
    expect(order).toHaveTextContent('€14.99');
    expect(order).toHaveTextContent('€19.99');

    const expectations: Array<[string, Record<string, string>]> = [
      ['Account holder', { autocomplete: 'name' }],
      ['IBAN', { autocomplete: 'off', inputmode: 'text' }],
      ['Street', { autocomplete: 'address-line1' }],
      ['House no.', {}],
      ['Postcode', { autocomplete: 'postal-code', inputmode: 'numeric' }],
      ['City', { autocomplete: 'address-level2' }],
      ['Mobile number', { autocomplete: 'tel', inputmode: 'tel', type: 'tel' }],
    ];
    for (const [label, attributes] of expectations) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toBeRequired();
      for (const [name, value] of Object.entries(attributes)) expect(input).toHaveAttribute(name, value);
    }
    const terms = screen.getByRole('note', { name: 'Payment terms and SEPA mandate' });
    expect(terms).toHaveTextContent('including the storage of your payment details');
    expect(within(terms).getByRole('link', { name: 'payment terms' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    expect(terms).toHaveTextContent('I authorise Harbour Hearts Ltd to collect this payment');
    expect(payButton()).toBeInTheDocument();
  });

  it('groups the IBAN in fours as it is typed', async () => {
    stubFetch({ 'GET /api/packages.php': { body: PACKAGES } });
    const user = userEvent.setup();
    await openForm();
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'de8937040044');
    expect(iban).toHaveValue('DE89 3704 0044');
    await user.type(iban, '0532013000');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  });

  it('marks empty fields and a wrong IBAN before asking the server', async () => {
    const { sent } = stubFetch({ 'GET /api/packages.php': { body: PACKAGES } });
    const user = userEvent.setup();
    await openForm();
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89370400440532013001');
    await user.click(payButton());
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(
      'For example DE89 3704 0044 0532 0130 00 Please enter a valid IBAN.',
    );
    expect(sent.some((call) => call.path === '/api/directdebit.php')).toBe(false);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveFocus());
  });

  it("shows the API's field errors under each field", async () => {
    stubFetch({
      'GET /api/packages.php': { body: PACKAGES },
      'POST /api/directdebit.php': {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'Please check the fields.',
          statusCode: 400,
          fields: {
            phone: 'Please enter a valid phone number.',
            city: 'Please enter at least 2 characters.',
          },
          field_codes: { phone: 'phone_invalid', city: 'too_short' },
        },
      },
    });
    const user = userEvent.setup();
    await openForm();
    await fillIn(user);
    await user.click(payButton());
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'Please enter at least 2 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Street' })).not.toHaveAttribute('aria-invalid');
    // The first of them (in the form's order) takes the focus, once the fields are enabled again.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus());
  });

  it('sends the form with the IBAN compact, the payment country, the discount and the accepted terms', async () => {
    const { sent } = stubFetch({
      'GET /api/packages.php': { body: PACKAGES },
      'POST /api/directdebit.php': { status: 201, body: REQUESTED },
    });
    const user = userEvent.setup();
    await openForm();
    await fillIn(user);
    await user.click(payButton());
    await screen.findByRole('heading', { name: 'Enter the SMS code' });
    const body = sent.find((call) => call.path === '/api/directdebit.php')?.body;
    expect(body).toEqual({
      package: 2,
      country: 'DE',
      account_holder: 'Anna Schmidt',
      iban: 'DE89370400440532013000',
      street: 'Hauptstraße',
      house_number: '5a',
      zip: '10115',
      city: 'Berlin',
      phone: '0151 23456767',
      accept_terms: true,
    });
  });

  it.each([
    [403, 'direct_debit_blocked', 'Your account is blocked for direct debit payments.'],
    [
      429,
      'direct_debit_limit',
      'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.',
    ],
  ])('shows the %s %s message with another way to pay', async (status, error, message) => {
    stubFetch({
      'GET /api/packages.php': { body: PACKAGES },
      'POST /api/directdebit.php': {
        status,
        body: { error, message: 'English from the API', statusCode: status },
      },
    });
    const user = userEvent.setup();
    await openForm();
    await fillIn(user);
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      '/credits/2',
    );
    if (error === 'direct_debit_limit') {
      expect(within(alert).getByRole('link', { name: 'Choose a cheaper bundle' })).toHaveAttribute(
        'href',
        '/credits',
      );
    }
  });

  it('confirms with the SMS code: a wrong code, then the right one completes the payment', async () => {
    let confirmations = 0;
    const { sent } = stubFetch({
      'GET /api/packages.php': { body: PACKAGES },
      'POST /api/directdebit.php': { status: 201, body: REQUESTED },
      'POST /api/directdebit-confirm.php': () =>
        ++confirmations === 1
          ? json(400, { error: 'otp_invalid', message: 'Code invalid', statusCode: 400 })()
          : json(201, { order: ORDER })(),
      'GET /api/user.php': { body: { user: userFixture({ credits: 100, paid_user: true }) } },
    });
    const user = userEvent.setup();
    const { store } = await openForm();
    await fillIn(user);
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Enter the SMS code' })).toHaveFocus();
    expect(screen.getByText(/We sent a 6-digit code to \+49 \*\*\* \*\*\*\* 67/)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription('3 attempts left');

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Code invalid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAccessibleDescription(
      '2 attempts left Code invalid',
    );
    // Typing goes on in the emptied code field (enabled again before it takes the focus).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment complete', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('100 credits have been added to your account.')).toBeInTheDocument();
    expect(
      sent.filter((call) => call.path === '/api/directdebit-confirm.php').map((call) => call.body),
    ).toEqual([
      { request: 41, otp: '111111' },
      { request: 41, otp: '123456' },
    ]);
    // The toast, and the session's user refreshed: balance and premium.
    expect(screen.getAllByText('Payment complete').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(store.get(userAtom)?.paid_user).toBe(true));
    expect(screen.getByText('Your balance: 100 credits')).toBeInTheDocument();
    expect(screen.getByText(/You are now a premium member/)).toBeInTheDocument();
  });

  it('after too many wrong codes asks for a new code, which starts again', async () => {
    let requests = 0;
    stubFetch({
      'GET /api/packages.php': { body: PACKAGES },
      'POST /api/directdebit.php': () => json(201, { ...REQUESTED, request: 40 + ++requests })(),
      'POST /api/directdebit-confirm.php': json(429, {
        error: 'otp_attempts_exhausted',
        message: 'Too many wrong codes. Please request a new code.',
        statusCode: 429,
      }),
    });
    const user = userEvent.setup();
    await openForm();
    await fillIn(user);
    await user.click(payButton());
    await user.type(await screen.findByRole('textbox', { name: 'SMS code' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Too many wrong codes. Please request a new code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a new code' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Request a new code' }));
    expect(await screen.findByText('We sent a new code to +49 *** **** 67.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAccessibleDescription('3 attempts left');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveFocus());
    expect(requests).toBe(2);
  });

  it('says when the bundle is not offered', async () => {
    stubFetch({ 'GET /api/packages.php': { body: { ...PACKAGES, packages: [] } } });
    await renderPage(<DirectDebitPage />, {
      path: '/directdebit',
      url: '/directdebit?package=9',
      user: member(),
      settings,
    });
    expect(await screen.findByRole('heading', { name: 'This bundle is not available' })).toBeInTheDocument();
  });
});
