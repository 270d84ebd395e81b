import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../internal/render';
import { SelectField } from './SelectField';

const regions = [
  { value: 'nh', label: 'Noord-Holland' },
  { value: 'zh', label: 'Zuid-Holland' },
  { value: 'ut', label: 'Utrecht', disabled: true },
];

describe('SelectField', () => {
  it('is a labelled combobox whose options the user picks', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <SelectField
        label="Province"
        options={regions}
        placeholder="Please choose"
        defaultValue=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveDisplayValue('Please choose');
    await user.selectOptions(select, 'Zuid-Holland');
    expect(select).toHaveValue('zh');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('option', { name: 'Utrecht' })).toBeDisabled();
  });

  it('takes option children too', () => {
    renderWithTheme(
      <SelectField label="Language" defaultValue="de">
        <option value="en">English</option>
        <option value="de">Deutsch</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Deutsch');
  });

  it('marks itself invalid and points at the error and hint', () => {
    renderWithTheme(
      <SelectField label="Country" options={regions} hint="Where you live" error="Choose a country" />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where you live Choose a country');
  });
});
