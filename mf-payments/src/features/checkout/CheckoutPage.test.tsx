import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import CheckoutPage from './CheckoutPage';

const path = '/credits/:id/:paymentmethod?';

describe('CheckoutPage', () => {
  it('names the bundle and the chosen payment method from the URL', async () => {
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/sdd', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Credit bundle no. 3')).toBeInTheDocument();
    expect(screen.getByText('Payment method: SEPA direct debit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No payment methods available yet' })).toBeInTheDocument();
  });

  it('works without a payment method', async () => {
    await renderPage(<CheckoutPage />, { path, url: '/credits/3', user: userFixture() });
    expect(screen.getByText('Credit bundle no. 3')).toBeInTheDocument();
    expect(screen.queryByText(/Payment method:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns about a payment method that does not exist', async () => {
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/bitcoin', user: userFixture() });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“bitcoin” is not a payment method we offer. Please choose another one.',
    );
  });

  it('says a bundle id that is not one does not exist', async () => {
    await renderPage(<CheckoutPage />, { path, url: '/credits/abc', user: userFixture() });
    expect(screen.getByRole('heading', { name: 'This bundle does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to credit bundles' })).toHaveAttribute('href', '/credits');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<CheckoutPage />, { path, url: '/credits/3/paypal' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
