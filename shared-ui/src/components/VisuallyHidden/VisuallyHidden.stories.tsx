import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Messages' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconButtonLabel: Story = {
  name: 'Label of an icon button',
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">✉</span>
      <VisuallyHidden {...args} />
    </button>
  ),
};

export const SkipLink: Story = {
  name: 'Skip link (press Tab)',
  render: () => (
    <>
      <VisuallyHidden as="a" href="#main-content" focusable>
        Skip to content
      </VisuallyHidden>
      <p id="main-content">Press Tab to reveal the skip link at the top left.</p>
    </>
  ),
};
