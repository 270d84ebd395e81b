import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import OwnProfilePage from './OwnProfilePage';

describe('OwnProfilePage', () => {
  it("shows a free member's profile, the 3-photo limit and the way to 25", async () => {
    const user = userFixture({ paid_user: false });
    user.profile = { ...user.profile, name: 'sam', age: 31, city: 'Bristol', region: 'England' };
    await renderPage(<OwnProfilePage />, { path: '/profile', user });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByText('sam')).toBeInTheDocument();
    expect(screen.getByText('31 years old · Bristol, England')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No photos yet' })).toBeInTheDocument();
    expect(screen.getByText(/You can upload up to 3 photos\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get premium for 25 photos' })).toHaveAttribute(
      'href',
      '/premium',
    );
  });

  it('gives a premium member 25 photos and no upsell', async () => {
    await renderPage(<OwnProfilePage />, { path: '/profile', user: userFixture({ paid_user: true }) });
    expect(screen.getByText(/You can upload up to 25 photos\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get premium/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<OwnProfilePage />, { path: '/profile' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
