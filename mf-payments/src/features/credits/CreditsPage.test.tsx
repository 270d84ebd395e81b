import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import CreditsPage from './CreditsPage';

describe('CreditsPage', () => {
  it('shows the member their balance and where the bundles will be', async () => {
    await renderPage(<CreditsPage />, { path: '/credits', user: userFixture({ credits: 7 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeInTheDocument();
    expect(screen.getByText('Your balance:')).toHaveTextContent('Your balance: 7 credits');
    expect(screen.getByRole('heading', { name: 'No credit bundles available yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What credits pay for' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Your transactions' })).toHaveAttribute('href', '/transactions');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<CreditsPage />, { path: '/credits' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.queryByText('Your balance:')).not.toBeInTheDocument();
  });
});
