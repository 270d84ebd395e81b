import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { UnavailablePanel } from './UnavailablePanel';

const meta = {
  title: 'Feedback/UnavailablePanel',
  component: UnavailablePanel,
  args: {
    title: 'Chat is temporarily unavailable',
    message: 'This part of the site could not be loaded. The rest keeps working.',
    retryLabel: 'Try again',
    onRetry: () => undefined,
  },
} satisfies Meta<typeof UnavailablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };

function RetryDemo() {
  const [retrying, setRetrying] = useState(false);
  return (
    <UnavailablePanel
      title="Payments are temporarily unavailable"
      message="Please try again in a moment."
      retryLabel={retrying ? 'Retrying…' : 'Try again'}
      retrying={retrying}
      onRetry={() => {
        setRetrying(true);
        setTimeout(() => setRetrying(false), 1500);
      }}
    />
  );
}

export const Interactive: Story = { render: () => <RetryDemo /> };
