import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../internal/render';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name of its parent', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">✉</span>
        <VisuallyHidden>Messages</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it('works as a skip link that keyboard users reach first', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <VisuallyHidden as="a" href="#main" focusable>
          Skip to content
        </VisuallyHidden>
        <main id="main">Content</main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    expect(link).not.toHaveAttribute('focusable');
  });
});
