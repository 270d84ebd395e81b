import { useRef, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-ui/router';
import styled from 'styled-components';
import { Avatar, useToast } from 'shared-ui';
import {
  fetchProfiles,
  likePopupRequestedAtom,
  pathTo,
  photoUrl,
  settingsAtom,
  useRealtimeEvent,
  type MemberCard,
} from 'shared-ui/kernel';

/** Long enough to look up from what the member was doing; it waits while hovered or focused. */
export const NEW_LIKE_TOAST_MS = 8_000;

const Message = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm + 4}px;
  color: inherit;
  text-decoration: none;

  &:hover strong {
    text-decoration: underline;
  }
`;

const Words = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface NewLikeMessageProps {
  profile: MemberCard;
  cdnPrefix: string | undefined;
  /** Opens the likes page in the app (the toasts are drawn outside the router, so no router link here). */
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function NewLikeMessage({ profile, cdnPrefix, onOpen }: NewLikeMessageProps) {
  const { t } = useTranslation('shell');
  const image =
    profile.main_image && cdnPrefix ? photoUrl(cdnPrefix, profile.main_image.thumb_filename) : null;
  return (
    <Message href={pathTo('likes')} onClick={onOpen}>
      <Avatar src={image} name={profile.name} size="md" decorative />
      <Words>
        <strong>{t('likeToast.title')}</strong>
        <span>{t('likeToast.text', { name: profile.name })}</span>
      </Words>
    </Message>
  );
}

/**
 * A like that arrives while the member is online (the chat socket's 'like' event) shows as a 'New like!'
 * toast with the face and name of who liked them, linking to the likes page; the toast region announces it
 * politely. One at a time: a newer like replaces the toast of the one before. The automatic like of the
 * like popup is shown by the popup itself, so it makes no toast.
 */
export function NewLikeToast() {
  const { toast, dismiss } = useToast();
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix;
  const popupShown = useAtomValue(likePopupRequestedAtom);
  const navigate = useNavigate();
  const shown = useRef<string | null>(null);

  // A plain click stays in the app; a click with a modifier opens a new tab or window as links do.
  const openLikes = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (shown.current) dismiss(shown.current);
    shown.current = null;
    void navigate(pathTo('likes'));
  };

  useRealtimeEvent('like', ({ member }) => {
    if (popupShown) return;
    fetchProfiles([member]).then(
      ({ profiles }) => {
        const profile = profiles.find((card) => card.id === member);
        // A member the API no longer shows (blocked, gone) makes no toast.
        if (!profile) return;
        if (shown.current) dismiss(shown.current);
        shown.current = toast({
          tone: 'info',
          durationMs: NEW_LIKE_TOAST_MS,
          message: <NewLikeMessage profile={profile} cdnPrefix={cdnPrefix} onOpen={openLikes} />,
        });
      },
      () => undefined,
    );
  });
  return null;
}
