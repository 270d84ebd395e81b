import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import DirectDebitPage from './DirectDebitPage';

describe('DirectDebitPage', () => {
  it('explains direct debit and sends the member to pick a bundle first', async () => {
    await renderPage(<DirectDebitPage />, { path: '/directdebit', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Direct debit' })).toBeInTheDocument();
    expect(screen.getByText(/SEPA direct debit with your IBAN/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a bundle first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a bundle' })).toHaveAttribute('href', '/credits');
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<DirectDebitPage />, { path: '/directdebit' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
