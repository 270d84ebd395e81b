import { act, screen } from '@testing-library/react';
import { initI18n, i18n } from '../../kernel/i18n/i18n';
import { renderWithTheme } from '../internal/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by what is loading', () => {
    renderWithTheme(<Spinner aria-label="Loading conversations" />);
    expect(screen.getByRole('status', { name: 'Loading conversations' })).toBeInTheDocument();
  });

  it('says "Loading" in the page language by default', async () => {
    renderWithTheme(<Spinner size="lg" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    await act(async () => {
      await initI18n('en');
      await i18n.changeLanguage('pl');
    });
    expect(screen.getByRole('status', { name: 'Ładowanie' })).toBeInTheDocument();
  });
});
