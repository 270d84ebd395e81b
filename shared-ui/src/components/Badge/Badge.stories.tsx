import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge, CountBadge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'New', tone: 'primary' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'warning', 'danger', 'success'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="neutral">Offline</Badge>
      <Badge tone="primary">New</Badge>
      <Badge tone="success">Online</Badge>
      <Badge tone="warning">5 credits</Badge>
      <Badge tone="danger">0 credits</Badge>
    </div>
  ),
};

export const Counters: Story = {
  name: 'Count badges (99+ from 100, nothing at 0)',
  render: () => (
    <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0 }}>
      {[0, 3, 99, 100, 1500].map((count) => (
        <li key={count}>
          Messages <CountBadge count={count} aria-label={`${count} unread`} />
        </li>
      ))}
    </ul>
  ),
};
