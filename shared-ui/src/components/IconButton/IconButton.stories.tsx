import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CrossIcon, GiftIcon } from '../Icons/Icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Send a gift', children: <GiftIcon />, variant: 'quiet' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['quiet', 'primary', 'close'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <IconButton aria-label="Send a gift">
        <GiftIcon />
      </IconButton>
      <IconButton variant="primary" aria-label="Send">
        <GiftIcon />
      </IconButton>
      <IconButton variant="primary" disabled aria-label="Send (nothing to send)">
        <GiftIcon />
      </IconButton>
      <IconButton variant="close" aria-label="Close">
        <CrossIcon />
      </IconButton>
    </div>
  ),
};
