import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../internal/render';
import { Card } from './Card';

describe('Card', () => {
  it('groups content, with the semantics the caller picks', () => {
    renderWithTheme(
      <Card as="section" aria-labelledby="tier-title">
        <h2 id="tier-title">Premium</h2>
        <p>Unlimited messages</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Premium' });
    expect(region).toHaveTextContent('Unlimited messages');
    expect(region).not.toHaveAttribute('padding');
  });

  it('can be a whole link that keyboard users reach', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Card as="a" href="/members/7" interactive padding="sm">
        Anna, 29
      </Card>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Anna, 29' });
    expect(link).toHaveFocus();
    expect(link).not.toHaveAttribute('interactive');
  });
});
