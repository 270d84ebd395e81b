import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Page } from './Page';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: {
    title: 'Buy credits',
    lead: 'Credits pay for messages, photos and gifts. They never expire.',
    size: 'default',
    children: (
      <Card>
        <p style={{ marginTop: 0 }}>100 credits for € 19.95</p>
        <Button>Choose this package</Button>
      </Card>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['narrow', 'default', 'wide', 'fluid'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowForm: Story = {
  name: 'Narrow (forms)',
  args: { title: 'Log in', lead: 'Welcome back.', size: 'narrow' },
};
export const WithoutLead: Story = { args: { lead: undefined, title: 'Transactions' } };
