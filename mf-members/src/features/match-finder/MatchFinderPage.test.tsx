import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import MatchFinderPage from './MatchFinderPage';

describe('MatchFinderPage', () => {
  it('shows a member that suggestions come from a complete profile', async () => {
    await renderPage(<MatchFinderPage />, { path: '/match-finder', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Match finder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No suggestions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<MatchFinderPage />, { path: '/match-finder' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
    expect(screen.queryByText('No suggestions yet')).not.toBeInTheDocument();
  });
});
