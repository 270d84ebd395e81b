import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CheckboxField } from './CheckboxField';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'E-mail me when I receive a message', defaultChecked: true },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Invisible mode', hint: 'Others cannot see when you are online', defaultChecked: false },
};
export const WithError: Story = {
  args: {
    label: 'I accept the terms and conditions',
    defaultChecked: false,
    required: true,
    error: 'Please accept the terms',
  },
};
export const Disabled: Story = { args: { disabled: true } };
