import { fireEvent, screen } from '@testing-library/react';
import { contrastRatio } from '../../theme/contrast';
import { renderWithTheme } from '../internal/render';
import { Avatar, AVATAR_BACKGROUNDS, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the photo described by the person’s name', () => {
    renderWithTheme(<Avatar src="/uploads/anna.jpg" name="Anna Berg" size="lg" />);
    const image = screen.getByRole('img', { name: 'Anna Berg' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/uploads/anna.jpg');
    expect(image).toHaveAttribute('width', '72');
  });

  it('falls back to initials without a photo', () => {
    renderWithTheme(<Avatar name="Anna Maria Berg" />);
    expect(screen.getByRole('img', { name: 'Anna Maria Berg' })).toHaveTextContent('AB');
  });

  it('falls back to initials when the photo fails, and tries a new photo again', () => {
    const { rerender } = renderWithTheme(<Avatar src="/broken.jpg" name="Łukasz" />);
    fireEvent.error(screen.getByRole('img', { name: 'Łukasz' }));
    expect(screen.getByRole('img', { name: 'Łukasz' })).toHaveTextContent('Ł');

    rerender(<Avatar src="/fixed.jpg" name="Łukasz" />);
    expect(screen.getByRole('img', { name: 'Łukasz' })).toHaveAttribute('src', '/fixed.jpg');
  });

  it('hides itself from assistive technology when decorative', () => {
    renderWithTheme(
      <p>
        <Avatar name="Sofia" decorative /> Sofia
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('computes initials from first and last word', () => {
    expect(initialsOf('  émile   zola ')).toBe('ÉZ');
    expect(initialsOf('')).toBe('?');
  });

  it('uses initials backgrounds that white text reads on (WCAG AA)', () => {
    for (const background of AVATAR_BACKGROUNDS) {
      expect(contrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
