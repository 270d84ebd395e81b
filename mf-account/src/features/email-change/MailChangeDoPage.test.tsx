import { screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import MailChangeDoPage from './MailChangeDoPage';

describe('MailChangeDoPage', () => {
  it('opened from the confirmation link, explains when the new address takes effect', async () => {
    await renderPage(<MailChangeDoPage />, { path: '/mail-change/do', url: '/mail-change/do?token=t0k3n' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Almost done' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('without a token, says the link is expired or invalid', async () => {
    await renderPage(<MailChangeDoPage />, { path: '/mail-change/do' });
    expect(screen.getByRole('heading', { name: 'Link expired or invalid' })).toBeInTheDocument();
  });
});
