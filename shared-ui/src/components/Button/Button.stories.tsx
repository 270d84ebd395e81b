import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Send message', variant: 'primary', size: 'md', block: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Get Premium' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Unlike' } };
export const LinkStyle: Story = {
  name: 'Link look',
  args: { variant: 'link', children: 'Show older messages' },
};
export const Disabled: Story = { args: { disabled: true, children: 'Buy credits' } };
export const Block: Story = { args: { block: true, size: 'lg', children: 'Sign up for free' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const AsLink: Story = {
  name: 'As a link',
  render: ({ variant, size, block }) => (
    <Button as="a" href="#credits" variant={variant} size={size} block={block}>
      Buy credits
    </Button>
  ),
};
