import { screen } from '@testing-library/react';
import { settingsFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import PricingPage from './PricingPage';

describe('PricingPage', () => {
  it('lists what credits pay for on this site, from its settings', async () => {
    await renderPage(<PricingPage />, {
      path: '/pricing',
      settings: settingsFixture({ message_credits: 10, gift_credits: 25, signup_credits: 1 }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Sending a message', 'Sending a gift', 'Free credits for new members']);
    expect(values).toEqual(['10 credits', '25 credits', '1 credit']);
    expect(screen.getByText('Premium for life')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No bundle prices to show yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See credit bundles' })).toHaveAttribute('href', '/credits');
  });

  it('leaves out the signup bonus when the site gives none', async () => {
    await renderPage(<PricingPage />, { path: '/pricing', settings: settingsFixture({ signup_credits: 0 }) });
    expect(screen.queryByText('Free credits for new members')).not.toBeInTheDocument();
  });
});
