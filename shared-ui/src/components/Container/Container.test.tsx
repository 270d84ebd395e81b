import { screen } from '@testing-library/react';
import { renderWithTheme } from '../internal/render';
import { Container } from './Container';

describe('Container', () => {
  it('wraps page content in the element the caller picks', () => {
    renderWithTheme(
      <Container as="main" size="narrow">
        <h1>Terms and conditions</h1>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Terms and conditions' }));
    expect(main).not.toHaveAttribute('size');
  });

  it('limits the width of its content and centres it', () => {
    renderWithTheme(<Container data-testid="page">Text</Container>);
    const style = getComputedStyle(screen.getByTestId('page'));
    expect(style.maxWidth).toBe('1140px');
    expect(style.marginLeft).toBe('auto');
    expect(style.marginRight).toBe('auto');
  });
});
