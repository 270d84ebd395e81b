import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { Actions } from './Actions';

const meta = {
  title: 'Layout/Actions',
  component: Actions,
  args: {
    children: (
      <>
        <Button>Write a message</Button>
        <Button variant="outline">Back to search</Button>
      </>
    ),
  },
} satisfies Meta<typeof Actions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoActions: Story = {};
export const Wrapping: Story = {
  name: 'Wrapping on a phone',
  args: {
    style: { maxWidth: 320 },
    children: (
      <>
        <Button>Buy credits</Button>
        <Button variant="secondary">Get Premium</Button>
        <Button variant="outline">See transactions</Button>
      </>
    ),
  },
};
