import { screen } from '@testing-library/react';
import { settingsFixture, stubFetch } from 'shared-ui/testing';
import { packagesFixture } from '../../test/paymentFixtures';
import { renderPage } from '../../test/renderPage';
import PricingPage from './PricingPage';

describe('PricingPage', () => {
  it('lists what messages, gifts and photos cost and the packages, for visitors too', async () => {
    stubFetch({ '/api/packages.php': { body: packagesFixture() } });
    await renderPage(<PricingPage />, {
      path: '/pricing',
      settings: settingsFixture({
        message_credits: 10,
        gift_credits: 25,
        photo_credits: 5,
        signup_credits: 1,
        minimum_message_costs: { GB: { costs: 0.89, currency: 'GBP' } },
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual([
      'Sending a message',
      'Sending a gift',
      'Sending a photo',
      'A message costs',
      'Free credits for new members',
    ]);
    expect(values).toEqual(['10 credits', '25 credits', '5 credits', 'from £0.89', '1 credit']);
    expect(screen.getByText('Premium for life')).toBeInTheDocument();
    expect(await screen.findByTestId('package-p3')).toHaveTextContent('£79.99');
    expect(screen.getByRole('link', { name: 'Choose 1500 credits' })).toHaveAttribute('href', '/credits/4');
  });

  it('leaves out the signup bonus when the site gives none', async () => {
    stubFetch({ '/api/packages.php': { body: packagesFixture() } });
    await renderPage(<PricingPage />, { path: '/pricing', settings: settingsFixture({ signup_credits: 0 }) });
    expect(screen.queryByText('Free credits for new members')).not.toBeInTheDocument();
    await screen.findByTestId('package-p0');
  });
});
