import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { Alert } from './Alert';
import { useDismissible } from './useDismissible';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Members with a photo get up to five times more messages.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { title: 'Complete your profile' } };
export const Success: Story = {
  args: { tone: 'success', children: 'Your e-mail address has been confirmed.' },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'E-mail notifications are off',
    children: 'Your address bounced. Check it in your settings.',
    action: (
      <Button as="a" href="#settings" variant="outline" size="sm">
        Open settings
      </Button>
    ),
  },
};
export const Danger: Story = { args: { tone: 'danger', children: 'Payment failed or has been cancelled.' } };

function RememberedAlert() {
  const { hidden, dismiss, dismissedAt } = useDismissible('storybook_hide_enrich_profile');
  if (hidden) {
    return (
      <p>
        Dismissed at unix time {dismissedAt}. Clear <code>storybook_hide_enrich_profile</code> in localStorage
        to see it again.
      </p>
    );
  }
  return (
    <Alert title="Complete your profile" onDismiss={dismiss}>
      Add a photo and a few words about yourself.
    </Alert>
  );
}

export const Dismissible: Story = { name: 'Dismissible (remembered)', render: () => <RememberedAlert /> };
