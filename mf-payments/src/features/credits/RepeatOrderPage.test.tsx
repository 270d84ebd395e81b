import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import RepeatOrderPage from './RepeatOrderPage';

describe('RepeatOrderPage', () => {
  it('shows that there is no previous order to repeat yet', async () => {
    await renderPage(<RepeatOrderPage />, { path: '/credits/repeat-order', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Repeat an order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No previous orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<RepeatOrderPage />, { path: '/credits/repeat-order' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
