import { screen } from '@testing-library/react';
import { Button } from '../Button/Button';
import { renderWithTheme } from '../internal/render';
import { Actions } from './Actions';

describe('Actions', () => {
  it('lays its buttons out in a centred row that wraps on small screens', () => {
    renderWithTheme(
      <Actions role="group" aria-label="Next steps">
        <Button>Buy credits</Button>
        <Button variant="outline">Later</Button>
      </Actions>,
    );
    const group = screen.getByRole('group', { name: 'Next steps' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Buy credits' }));
    expect(group).toContainElement(screen.getByRole('button', { name: 'Later' }));
    const style = getComputedStyle(group);
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
    expect(style.justifyContent).toBe('center');
  });
});
