import { screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import AccountDeletedPage from './AccountDeletedPage';

describe('AccountDeletedPage', () => {
  it('confirms the deletion and tells about the 14-day reactivation', async () => {
    await renderPage(<AccountDeletedPage />, { path: '/account-deleted' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('reactivate your account within 14 days');
    expect(screen.getByRole('heading', { name: 'Your profile is no longer visible' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
