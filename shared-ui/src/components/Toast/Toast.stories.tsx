import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { ToastProvider, useToast, type ToastTone } from './Toast';

const examples: Record<ToastTone, string> = {
  success: 'Payment complete',
  info: 'Anna viewed your profile',
  warning: 'Only 3 credits left',
  danger: 'Payment failed or has been cancelled.',
};

function ToastButtons() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(Object.keys(examples) as ToastTone[]).map((tone) => (
        <Button key={tone} variant="outline" onClick={() => toast({ tone, message: examples[tone] })}>
          Show {tone}
        </Button>
      ))}
      <Button
        variant="outline"
        onClick={() =>
          toast({
            message:
              'A long message wraps inside the 350 px wide toast instead of growing across the page: your profile photo was approved.',
            durationMs: 0,
          })
        }
      >
        Show a long one that stays
      </Button>
    </div>
  );
}

function InitialToast({ tone }: { tone: ToastTone }) {
  const { toast } = useToast();
  return (
    <Button onClick={() => toast({ tone, message: examples[tone], durationMs: 0 })}>Show {tone} toast</Button>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  decorators: [(Story) => <Story />],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: () => (
    <ToastProvider>
      <div style={{ padding: 24 }}>
        <ToastButtons />
      </div>
    </ToastProvider>
  ),
};

export const Danger: Story = {
  render: () => (
    <ToastProvider>
      <div style={{ padding: 24 }}>
        <InitialToast tone="danger" />
      </div>
    </ToastProvider>
  ),
};
