import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextAreaField, TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'e.g. anna_b', disabled: false, required: false },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 6 characters' },
};
export const WithError: Story = {
  args: {
    label: 'E-mail address',
    type: 'email',
    defaultValue: 'anna@',
    error: 'Enter a valid e-mail address',
    required: true,
  },
};
export const Disabled: Story = { args: { label: 'Member id', defaultValue: '120045', disabled: true } };
export const MultiLine: Story = {
  name: 'Text area',
  render: () => <TextAreaField label="Describe your complaint" hint="Up to 2000 characters" rows={5} />,
};
