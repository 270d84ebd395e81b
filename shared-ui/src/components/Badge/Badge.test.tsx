import { screen } from '@testing-library/react';
import { renderWithTheme } from '../internal/render';
import { Badge, CountBadge } from './Badge';

describe('Badge', () => {
  it('shows its text without leaking the tone prop to the DOM', () => {
    renderWithTheme(<Badge tone="success">Online</Badge>);
    const badge = screen.getByText('Online');
    expect(badge).toBeVisible();
    expect(badge).not.toHaveAttribute('tone');
  });
});

describe('CountBadge', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('shows %i as %s', (count, text) => {
    renderWithTheme(<CountBadge count={count} />);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('renders nothing at 0 or below', () => {
    const { container, rerender } = renderWithTheme(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={-3} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('can carry an accessible label that explains the number', () => {
    renderWithTheme(<CountBadge count={150} aria-label="150 unread messages" role="status" />);
    expect(screen.getByRole('status', { name: '150 unread messages' })).toHaveTextContent('99+');
  });
});
