import { screen } from '@testing-library/react';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { packagesFixture } from '../../test/paymentFixtures';
import { renderPage } from '../../test/renderPage';
import CreditsPage from './CreditsPage';

describe('CreditsPage', () => {
  it('shows the balance, the packages and the ways to repeat or review purchases', async () => {
    stubFetch({ '/api/packages.php': { body: packagesFixture({ country: 'DE', currency: 'EUR' }) } });
    await renderPage(<CreditsPage />, {
      path: '/credits',
      user: userFixture({ credits: 7 }),
      settings: settingsFixture({ countries: ['DE'], geoip_country: 'DE' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeInTheDocument();
    expect(screen.getByText('Your balance:')).toHaveTextContent('Your balance: 7 credits');
    expect(await screen.findByTestId('package-p1')).toHaveTextContent('€19.99');
    expect(screen.getByRole('link', { name: 'Repeat an order' })).toHaveAttribute(
      'href',
      '/credits/repeat-order',
    );
    expect(screen.getByRole('link', { name: 'Your transactions' })).toHaveAttribute('href', '/transactions');
    expect(screen.getByRole('link', { name: 'What credits pay for' })).toHaveAttribute('href', '/pricing');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<CreditsPage />, { path: '/credits' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.queryByText('Your balance:')).not.toBeInTheDocument();
  });
});
