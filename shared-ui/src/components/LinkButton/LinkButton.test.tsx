import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithTheme } from '../internal/render';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('is a link named by its text that navigates inside the app', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LinkButton to="/credits">Buy credits</LinkButton>} />
          <Route path="/credits" element={<h1>Credits</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Buy credits' });
    expect(link).toHaveAttribute('href', '/credits');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Credits' })).toBeInTheDocument();
  });

  it('is reachable with the keyboard and follows on Enter', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <LinkButton to="/search" variant="outline">
                Back to search
              </LinkButton>
            }
          />
          <Route path="/search" element={<h1>Search</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeInTheDocument();
  });
});
