import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from '../Avatar/Avatar';
import { Dropdown } from './Dropdown';

const meta = {
  title: 'Navigation/Dropdown',
  component: Dropdown,
  args: {
    label: 'Account',
    align: 'start',
    items: [
      { key: 'profile', label: 'My profile', href: '#profile' },
      { key: 'settings', label: 'Settings', href: '#notifications' },
      { key: 'logout', label: 'Logout', onSelect: () => undefined },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AccountMenu: Story = {
  name: 'Account menu with thumbnail',
  args: {
    variant: 'link',
    label: (
      <>
        <Avatar name="Anna Berg" size="sm" decorative /> Anna
      </>
    ),
  },
};

export const Languages: Story = {
  args: {
    label: 'English',
    variant: 'outline',
    size: 'sm',
    items: [
      { key: 'en', label: 'English', onSelect: () => undefined },
      { key: 'de', label: 'Deutsch', onSelect: () => undefined },
      { key: 'fr', label: 'Français', onSelect: () => undefined },
      { key: 'pl', label: 'Polski', onSelect: () => undefined },
      { key: 'it', label: 'Italiano', disabled: true },
    ],
  },
};
