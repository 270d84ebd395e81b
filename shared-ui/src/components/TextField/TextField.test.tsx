import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../internal/render';
import { TextAreaField, TextField } from './TextField';

describe('TextField', () => {
  it('is found by its label and takes typing', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField label="Username" name="username" />);
    const input = screen.getByLabelText('Username');
    await user.type(input, 'anna_b');
    expect(input).toHaveValue('anna_b');
    expect(input).toHaveAttribute('name', 'username');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describes itself with the hint, and with the error when there is one', () => {
    const { rerender } = renderWithTheme(
      <TextField label="Password" type="password" hint="At least 6 characters" />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 6 characters');

    rerender(
      <TextField
        label="Password"
        type="password"
        hint="At least 6 characters"
        error="Password is too short"
      />,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 6 characters Password is too short');
    expect(screen.getByText('Password is too short')).toBeVisible();
  });

  it('keeps a caller-provided description and id', () => {
    renderWithTheme(
      <>
        <p id="extra">Shown to other members</p>
        <TextField id="nick" label="Nickname" aria-describedby="extra" error="Already taken" />
      </>,
    );
    const input = screen.getByLabelText('Nickname');
    expect(input).toHaveAttribute('id', 'nick');
    expect(input).toHaveAccessibleDescription('Shown to other members Already taken');
  });

  it('is required for assistive technology, with a star that is only visual', () => {
    renderWithTheme(<TextField label="E-mail" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeRequired();
  });

  it('forwards its ref to the input', async () => {
    const user = userEvent.setup();
    function Focuser() {
      const [node, setNode] = useState<HTMLInputElement | null>(null);
      return (
        <>
          <TextField ref={setNode} label="City" />
          <button type="button" onClick={() => node?.focus()}>
            Edit city
          </button>
        </>
      );
    }
    renderWithTheme(<Focuser />);
    await user.click(screen.getByRole('button', { name: 'Edit city' }));
    expect(screen.getByLabelText('City')).toHaveFocus();
  });
});

describe('TextAreaField', () => {
  it('is a labelled multi-line box with its error described', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextAreaField label="Your complaint" error="Please describe the problem" />);
    const box = screen.getByRole('textbox', { name: 'Your complaint' });
    await user.type(box, 'First line{Enter}Second line');
    expect(box).toHaveValue('First line\nSecond line');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please describe the problem');
  });
});
