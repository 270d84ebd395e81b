import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SiteLogo } from './SiteLogo';

const meta = {
  title: 'Navigation/SiteLogo',
  component: SiteLogo,
  args: { name: 'Flirtmoment', href: '/' },
} satisfies Meta<typeof SiteLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongName: Story = {
  name: 'A long site name',
  args: { name: 'Herzklopfen Singlebörse' },
};
