import { screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import ResetPasswordPage from './ResetPasswordPage';

describe('ResetPasswordPage', () => {
  it('explains the reset and offers customer service and the way back to login', async () => {
    await renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Need help getting back in?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/pages/service',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
