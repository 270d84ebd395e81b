import { screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import SignupMatchesPage from './SignupMatchesPage';

describe('SignupMatchesPage', () => {
  it('shows the matches signup with its progress and the start form', async () => {
    await renderPage(<SignupMatchesPage />, { path: '/signup-matches' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign up to see your matches' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Step 1 of 5' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
  });
});
