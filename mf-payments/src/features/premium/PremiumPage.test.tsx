import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import PremiumPage from './PremiumPage';

describe('PremiumPage', () => {
  it('explains lifetime premium with the product facts and leads to the credits', async () => {
    await renderPage(<PremiumPage />, { path: '/premium' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeInTheDocument();
    expect(
      screen.getByText(/first purchase of any credit bundle makes you a premium member for life/),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload up to 25 photos of yourself instead of 3.')).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: 'Free and premium compared' }));
    const uploads = table.getByRole('row', { name: /Photos you can upload/ });
    expect(uploads).toHaveTextContent('3');
    expect(uploads).toHaveTextContent('25');
    const allPhotos = within(table.getByRole('row', { name: /See all photos/ })).getAllByRole('cell');
    expect(allPhotos.map((cell) => cell.textContent)).toEqual(['✗Not included', '✓Included']);

    expect(screen.getByRole('heading', { name: 'No packages to show yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Buy credits' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/credits');
  });

  it('thanks a member who is already premium', async () => {
    await renderPage(<PremiumPage />, { path: '/premium', user: userFixture({ paid_user: true }) });
    expect(screen.getByRole('status')).toHaveTextContent('You are a premium member for life. Thank you!');
  });
});
