import { screen } from '@testing-library/react';
import { userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import TransactionsPage from './TransactionsPage';

const path = '/transactions/:id?';

describe('TransactionsPage', () => {
  it('lists no transactions before the first purchase', async () => {
    await renderPage(<TransactionsPage />, { path, url: '/transactions', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('shows one transaction by the id in the URL', async () => {
    await renderPage(<TransactionsPage />, { path, url: '/transactions/TX-1042', user: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction TX-1042' })).toBeInTheDocument();
    expect(screen.getByText(/status of transaction TX-1042 will appear here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/transactions');
  });

  it('says a malformed transaction id cannot be found', async () => {
    await renderPage(<TransactionsPage />, { path, url: '/transactions/%3Cscript%3E', user: userFixture() });
    expect(screen.getByRole('heading', { name: 'This transaction could not be found' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<TransactionsPage />, { path, url: '/transactions' });
    expect(screen.getByRole('heading', { name: 'You need to be logged in' })).toBeInTheDocument();
  });
});
