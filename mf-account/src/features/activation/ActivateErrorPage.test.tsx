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
