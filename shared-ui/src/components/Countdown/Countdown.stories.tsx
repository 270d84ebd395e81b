import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Alert } from '../Alert/Alert';
import { Countdown } from './Countdown';

const meta = {
  title: 'Data display/Countdown',
  component: Countdown,
  args: { seconds: 14_400, 'aria-label': 'Time left' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WelcomeBonus: Story = { name: 'Welcome bonus (4 hours)' };
export const LastMinute: Story = { args: { seconds: 59 } };

function EndingSoon() {
  const [done, setDone] = useState(false);
  return done ? (
    <Alert tone="warning">The offer has ended.</Alert>
  ) : (
    <Alert tone="info">
      25% welcome bonus, ends in <Countdown seconds={5} onDone={() => setDone(true)} />
    </Alert>
  );
}

export const WithOnDone: Story = { name: 'Reaching zero', render: () => <EndingSoon /> };
