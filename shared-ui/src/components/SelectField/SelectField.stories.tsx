import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SelectField } from './SelectField';

const provinces = [
  { value: 'nh', label: 'Noord-Holland' },
  { value: 'zh', label: 'Zuid-Holland' },
  { value: 'ut', label: 'Utrecht' },
  { value: 'gr', label: 'Groningen' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { label: 'Province', options: provinces, placeholder: 'Please choose', defaultValue: '' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Members near you are shown first' } };
export const WithError: Story = { args: { error: 'Please choose your province', required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ut' } };
