import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { CheckboxField } from '../CheckboxField/CheckboxField';
import { TextField } from '../TextField/TextField';
import { Modal, type ModalProps } from './Modal';

function ModalDemo(props: Partial<ModalProps> & { openLabel?: string }) {
  const [open, setOpen] = useState(true);
  const { openLabel = 'Open', ...modalProps } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openLabel}</Button>
      <Modal title="Sign up for free" {...modalProps} open={open} onClose={() => setOpen(false)}>
        {modalProps.children}
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: ModalDemo,
  args: { size: 'md', dismissible: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Signup: Story = {
  args: {
    openLabel: 'Sign up',
    children: (
      <form onSubmit={(event) => event.preventDefault()}>
        <TextField label="E-mail address" type="email" required autoComplete="email" />
        <TextField label="Password" type="password" required hint="At least 6 characters" />
        <CheckboxField label="I accept the terms and conditions" required />
        <Button type="submit" block>
          Create account
        </Button>
      </form>
    ),
  },
};

export const NotDismissible: Story = {
  name: 'Not dismissible (signup in progress)',
  args: {
    dismissible: false,
    title: 'Confirm your e-mail address',
    children: <p>We sent you an e-mail. Click the link in it to continue.</p>,
    footer: <Button variant="outline">Send the e-mail again</Button>,
  },
};

export const Confirm: Story = {
  args: {
    size: 'sm',
    title: 'Block this member?',
    children: <p>They will no longer be able to send you messages.</p>,
    footer: (
      <>
        <Button variant="outline">Cancel</Button>
        <Button>Block</Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  name: 'Long content scrolls inside',
  args: {
    size: 'lg',
    title: 'Terms and conditions',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>
        Article {index + 1}. Members must be of legal age and treat each other with respect. Messages cost
        credits as shown before sending.
      </p>
    )),
    footer: <Button>I have read the terms</Button>,
  },
};
