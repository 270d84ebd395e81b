import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: '♥',
    title: 'No likes yet',
    description: 'When someone likes your profile, you will find them here.',
    action: <Button>Search members</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Conversations: Story = {
  args: { icon: '✉', title: 'No conversations yet', description: 'Say hello to someone you like.' },
};
export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };
