import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { MemberCard } from 'contract';
import { settingsAtom } from '../../kernel/session/atoms';
import { settingsFixture } from '../../testing/fixtures';
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

function renderOverlay(props: Parameters<typeof Harness>[0] = {}) {
  const store = createStore();
  store.set(settingsAtom, settingsFixture({ cdn_prefix: 'https://cdn.example/u' }));
  return renderWithTheme(
    <Provider store={store}>
      <Harness {...props} />
    </Provider>,
  );
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
