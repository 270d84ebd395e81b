import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { size: 'default' },
  argTypes: { size: { control: 'inline-radio', options: ['narrow', 'default', 'wide', 'fluid'] } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Container {...args} style={{ background: '#fdebe5', paddingBlock: 24 }}>
      <h1 style={{ marginTop: 0 }}>Search members</h1>
      <p>The container centres page content and widens its side gutters at 768 and 1200 px.</p>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: 'narrow' } };
export const Wide: Story = { args: { size: 'wide' } };
