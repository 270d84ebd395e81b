import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar';

// A small inline picture so the story needs no network or files.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#ffd8c8"/><circle cx="60" cy="48" r="24" fill="#e8461e"/><rect x="24" y="80" width="72" height="40" rx="36" fill="#e8461e"/></svg>',
  );

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Anna Berg', size: 'lg', src: photo },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {};
export const Initials: Story = { args: { src: null, name: 'Sofia Marino' } };
export const BrokenPhoto: Story = {
  name: 'Photo fails to load',
  args: { src: '/does-not-exist.jpg', name: 'Łukasz Nowak' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} src={size === 'md' ? null : args.src} />
      ))}
    </div>
  ),
};
