import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { createStore, Provider } from 'jotai';
import type { MemberCard } from 'contract';
import { settingsAtom, userAtom } from '../../kernel/session/atoms';
import { settingsFixture, userFixture } from '../../testing/fixtures';
import { Button } from '../Button/Button';
import { MatchOverlay, type MatchOverlayProps } from './MatchOverlay';

// The overlay builds the photo address from the site's cdn_prefix and a file name. A blob URL of a small
// inline picture splits into exactly that (prefix up to the last slash, then the name), so the story
// needs no network or files.
const picture = URL.createObjectURL(
  new Blob(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#ffd8c8"/><circle cx="60" cy="48" r="24" fill="#e8461e"/><rect x="24" y="80" width="72" height="40" rx="36" fill="#e8461e"/></svg>',
    ],
    { type: 'image/svg+xml' },
  ),
);
const cdnPrefix = picture.slice(0, picture.lastIndexOf('/') + 1);
const fileName = picture.slice(picture.lastIndexOf('/') + 1);

const store = createStore();
store.set(settingsAtom, settingsFixture({ cdn_prefix: cdnPrefix }));
// The member's own main photo stands beside the other member's.
const me = userFixture();
store.set(userAtom, {
  ...me,
  profile: { ...me.profile, main_image: { filename: fileName, thumb_filename: fileName, match: fileName } },
});

function WithSettings({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const sofia: MemberCard = {
  id: 42,
  name: 'Sofia',
  age: 29,
  gender: 'female',
  country: 'IT',
  region: 'Lazio',
  city: 'Roma',
  main_image: { filename: fileName, thumb_filename: fileName, match: fileName },
  photo_count: 4,
  fictional: false,
};

/** Closing clears the profile, as the shell does; "Show again" brings it back. Selecting only logs. */
function OverlayDemo(props: Partial<MatchOverlayProps>) {
  const [profile, setProfile] = useState<MemberCard | null>(props.profile ?? sofia);
  return (
    <WithSettings>
      <Button onClick={() => setProfile(props.profile ?? sofia)}>Show again</Button>
      <MatchOverlay
        title="New like!"
        onSelect={(id) => console.info('select', id)}
        {...props}
        profile={profile}
        onClose={() => setProfile(null)}
      />
    </WithSettings>
  );
}

const meta = {
  title: 'Overlays/MatchOverlay',
  component: OverlayDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OverlayDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewLike: Story = {};

export const WithoutPhoto: Story = {
  name: 'Member without a photo',
  args: { profile: { ...sofia, name: 'Łukasz Nowak', city: null, region: null, main_image: null } },
};

export const Match: Story = {
  name: 'Match, with its own button text',
  args: { title: 'It’s a match!', actionLabel: 'Send a message' },
};

export const MatchWithMessage: Story = {
  name: 'Match, with a message field',
  args: {
    title: 'It’s a match!',
    actionLabel: 'Keep browsing',
    message: {
      onSend: (text) =>
        new Promise((resolve) => {
          console.info('send', text);
          setTimeout(resolve, 600);
        }),
      note: 'A message costs 10 credits',
    },
  },
};
