import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../internal/render';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('toggles by clicking its label or pressing Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CheckboxField label="E-mail me when I get a message" name="notify" />);
    const checkbox = screen.getByRole('checkbox', { name: 'E-mail me when I get a message' });
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText('E-mail me when I get a message'));
    expect(checkbox).not.toBeChecked();
  });

  it('keeps the hint and error out of the name but in the description', () => {
    renderWithTheme(
      <CheckboxField
        label="I accept the terms"
        hint="You can read them in a new tab"
        error="Please accept the terms"
        required
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAccessibleDescription('You can read them in a new tab Please accept the terms');
  });
});
