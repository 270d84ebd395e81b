import { screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import ResetPasswordDoPage from './ResetPasswordDoPage';

describe('ResetPasswordDoPage', () => {
  it('opened from a reset link, explains how to choose the new password', async () => {
    await renderPage(<ResetPasswordDoPage />, {
      path: '/reset-password/do',
      url: '/reset-password/do?token=abc123',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your new password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('without a token, says the link is expired or invalid (SPEC section 5)', async () => {
    await renderPage(<ResetPasswordDoPage />, { path: '/reset-password/do' });
    expect(
      screen.getByRole('heading', { name: 'Link expired or invalid, request a new email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
