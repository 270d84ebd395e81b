import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { padding: 'md', interactive: false },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] } },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 320 }}>
      <h3 style={{ margin: '0 0 8px' }}>
        Premium <Badge tone="primary">Popular</Badge>
      </h3>
      <p style={{ margin: '0 0 16px' }}>Unlimited messages and see who likes you.</p>
      <Button block>Choose plan</Button>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { padding: 'sm' } };

export const LinkCard: Story = {
  name: 'Whole card as a link',
  render: ({ padding }) => (
    <Card as="a" href="#member-7" interactive padding={padding} style={{ maxWidth: 240 }}>
      <strong>Anna, 29</strong>
      <br />
      Amsterdam
    </Card>
  ),
};
