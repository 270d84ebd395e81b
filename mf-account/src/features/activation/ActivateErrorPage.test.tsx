import { screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import ActivateErrorPage from './ActivateErrorPage';

describe('ActivateErrorPage', () => {
  it('says activation failed in the product wording and links to customer service', async () => {
    await renderPage(<ActivateErrorPage />, { path: '/activate/error' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong, please contact customer service for help.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/pages/service',
    );
  });
});

describe('ActivateErrorPage for a link of a confirmed account', () => {
  it('says the address is confirmed already and leads on to the members area', async () => {
    await renderPage(<ActivateErrorPage />, {
      path: '/activate/error',
      url: '/activate/error?reason=already_confirmed',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address is already confirmed')).toBeInTheDocument();
    expect(screen.queryByText(/contact customer service/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/members');
  });
});
