import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  args: { to: '/credits', variant: 'primary', children: 'Buy credits' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'link'] } },
  // A router link needs a router around it, as in every app.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Outline: Story = { args: { variant: 'outline', to: '/members', children: 'Back to search' } };
export const LinkLook: Story = {
  name: 'Link look',
  args: { variant: 'link', to: '/transactions', children: 'See your purchases' },
};
