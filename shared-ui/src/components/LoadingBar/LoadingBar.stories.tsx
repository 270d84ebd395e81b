import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { LoadingBar } from './LoadingBar';

function LoadingBarDemo() {
  const [active, setActive] = useState(false);
  return (
    <>
      <LoadingBar active={active} aria-label="Loading page" />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => setActive(true)} disabled={active}>
          Start loading
        </Button>
        <Button variant="outline" onClick={() => setActive(false)} disabled={!active}>
          Finish
        </Button>
      </div>
      <p>A load shorter than 200 ms never shows the bar.</p>
    </>
  );
}

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { active: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Interactive: Story = { render: () => <LoadingBarDemo /> };
