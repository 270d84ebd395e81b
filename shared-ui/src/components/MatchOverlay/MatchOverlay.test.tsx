import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { MemberCard } from 'contract';
import { settingsAtom, userAtom } from '../../kernel/session/atoms';
import { settingsFixture, userFixture } from '../../testing/fixtures';
import { renderWithTheme } from '../internal/render';
import { MatchOverlay, type MatchOverlayProps } from './MatchOverlay';

const anna: MemberCard = {
  id: 42,
  name: 'Anna',
  age: 28,
  gender: 'female',
  country: 'GB',
  region: 'England',
  city: 'Bristol',
  main_image: { filename: 'anna.jpg', thumb_filename: 'anna_thumb.jpg', match: 'anna_match.jpg' },
  photo_count: 3,
  fictional: false,
};

/** The overlay as a caller uses it: it disappears only when the caller clears the profile. */
function Harness({
  initial = anna,
  onSelect = jest.fn(),
  ...props
}: Partial<MatchOverlayProps> & { initial?: MemberCard | null }) {
  const [profile, setProfile] = useState<MemberCard | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setProfile(anna)}>
        Show like
      </button>
      <MatchOverlay
        profile={profile}
        title="New like!"
        onClose={() => setProfile(null)}
        onSelect={onSelect}
        {...props}
      />
    </>
  );
}

const me = userFixture();
const mine = {
  ...me,
  profile: {
    ...me.profile,
    name: 'Sam',
    main_image: { filename: 'sam.jpg', thumb_filename: 'sam_thumb.jpg', match: 'sam_match.jpg' },
  },
};

function renderOverlay(props: Parameters<typeof Harness>[0] = {}) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture({ cdn_prefix: 'https://cdn.example/u' }));
  store.set(userAtom, mine);
  return renderWithTheme(
    <Provider store={store}>
      <Harness {...props} />
    </Provider>,
  );
}

/** The browser's media queries (jsdom has none): only `matching` matches. Returns the undo. */
function stubMatchMedia(matching: string): () => void {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query === matching,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  return () => {
    window.matchMedia = matchMedia;
  };
}

describe('MatchOverlay', () => {
  it('renders nothing without a profile', () => {
    renderOverlay({ initial: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a modal dialog named by the title, with photo, name, age and place, focus on the button', () => {
    renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'New like!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const photo = within(dialog).getByRole('button', { name: 'Photo of Anna' });
    expect(photo.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/u/anna_match.jpg');
    expect(within(dialog).getByText('Anna, 28')).toBeInTheDocument();
    expect(within(dialog).getByText('Bristol, England')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View profile' })).toHaveFocus();
  });

  it('shows both members: the own main photo beside theirs', () => {
    renderOverlay();
    const photos = [...document.querySelectorAll('[data-match-photos] img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(photos).toEqual(['https://cdn.example/u/sam_match.jpg', 'https://cdn.example/u/anna_match.jpg']);
  });

  it('animates the photos, and keeps them still for a member who asked for reduced motion', () => {
    const { unmount } = renderOverlay();
    expect(document.querySelector('[data-match-photos]')).toHaveAttribute('data-motion', 'animated');
    unmount();
    const restore = stubMatchMedia('(prefers-reduced-motion: reduce)');
    try {
      renderOverlay();
      expect(document.querySelector('[data-match-photos]')).toHaveAttribute('data-motion', 'still');
    } finally {
      restore();
    }
  });

  it('sends a message from the match screen, keeping the text when it is refused', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    let refuse = true;
    const onSend = async (text: string) => {
      sent.push(text);
      if (refuse) throw new Error('not enough credits');
    };
    renderOverlay({ message: { onSend, note: <p>A message costs 10 credits</p> } });
    const dialog = within(screen.getByRole('dialog', { name: 'New like!' }));
    expect(dialog.getByText('A message costs 10 credits')).toBeInTheDocument();
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const field = dialog.getByRole('textbox', { name: 'Message to Anna' });
    expect(field).toHaveAttribute('placeholder', 'Say hello to Anna…');
    await user.type(field, '  Hi Anna!  ');
    await user.click(send);
    expect(sent).toEqual(['Hi Anna!']);
    expect(field).toHaveValue('  Hi Anna!  ');
    refuse = false;
    await user.type(field, '{Enter}');
    expect(sent).toEqual(['Hi Anna!', 'Hi Anna!']);
    expect(field).toHaveValue('');
  });

  it('discloses a fictional profile before the member goes on to chat, and only that one', () => {
    renderOverlay({ initial: { ...anna, fictional: true } });
    const dialog = screen.getByRole('dialog', { name: 'New like!' });
    expect(within(dialog).getByText('Fictional profile')).toBeVisible();
    expect(within(dialog).getByText(/run by our team for entertainment/)).toBeVisible();
  });

  it('says nothing of fiction for a real member', () => {
    renderOverlay();
    expect(screen.queryByText('Fictional profile')).not.toBeInTheDocument();
  });

  it('shows the initials when the member has no photo', () => {
    renderOverlay({ initial: { ...anna, main_image: null } });
    const photo = screen.getByRole('button', { name: 'Photo of Anna' });
    expect(photo.querySelector('img')).toBeNull();
    expect(photo).toHaveTextContent('A');
  });

  it('emits the id from the photo and the button without closing', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderOverlay({ onSelect, actionLabel: 'Say hello' });
    await user.click(screen.getByRole('button', { name: 'Photo of Anna' }));
    await user.click(screen.getByRole('button', { name: 'Say hello' }));
    expect(onSelect.mock.calls).toEqual([[42], [42]]);
    expect(screen.getByRole('dialog', { name: 'New like!' })).toBeInTheDocument();
  });

  it('closes on a backdrop click, but not on a click inside', async () => {
    const user = userEvent.setup();
    renderOverlay();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('Anna, 28'));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.closest('[data-modal-backdrop]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a tap on the empty brand-coloured space of a phone screen, where it is the backdrop', async () => {
    const user = userEvent.setup();
    const restore = stubMatchMedia('(max-width: 575.98px)');
    try {
      renderOverlay();
      await user.click(screen.getByRole('button', { name: 'Photo of Anna' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.click(document.querySelector('[data-match-backdrop]')!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('closes on Escape and gives focus back to where it was', async () => {
    const user = userEvent.setup();
    renderOverlay({ initial: null });
    await user.click(screen.getByRole('button', { name: 'Show like' }));
    expect(screen.getByRole('button', { name: 'View profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show like' })).toHaveFocus();
  });

  it('speaks the page language', async () => {
    const { i18n, initI18n } = await import('../../kernel/i18n/i18n');
    await initI18n('de');
    renderOverlay();
    expect(screen.getByRole('button', { name: 'Profil ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto von Anna' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
