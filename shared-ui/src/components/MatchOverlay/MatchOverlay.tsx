import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { MemberCard } from 'contract';
import { photoUrl } from '../../kernel/api/photos';
import { settingsAtom } from '../../kernel/session/atoms';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { FictionalDisclosure } from '../FictionalDisclosure/FictionalDisclosure';
import { useUiText } from '../i18n/uiText';
import { Modal } from '../Modal/Modal';

export interface MatchOverlayProps {
  /** The member who liked the user (or matched); nothing is shown while it is null. */
  profile: MemberCard | null;
  /** The heading, e.g. the caller's translated 'New like!'. */
  title: string;
  /** Backdrop click, Escape or the close button: the caller clears `profile`. */
  onClose: () => void;
  /** The photo or the button: the caller decides where to go, and whether to close. */
  onSelect: (id: number) => void;
  /** The button's text; defaults to the localized "View profile". */
  actionLabel?: string;
}

const PHOTO_PX = 160;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  text-align: center;
`;

/* The photo is a button of its own (the photo emits the id too), round like an avatar. */
const PhotoButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  padding: 0;
  border: 4px solid ${({ theme }) => theme.colors.brandPrimary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: none;
  cursor: pointer;
  transition: transform ${({ theme }) => theme.transitions.fast};

  &:hover {
    transform: scale(1.03);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Place = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}px) 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The match or new-like overlay: shown only while a profile is present. The backdrop
 * (and Escape, and the close button) close it; the photo and the button only emit the profile id, so the
 * caller chooses whether opening the profile also closes the overlay. A modal dialog named by the title,
 * with focus on the button, so Enter opens the profile and focus returns where it was on close.
 */
export function MatchOverlay({ profile, title, onClose, onSelect, actionLabel }: MatchOverlayProps) {
  const text = useUiText();
  const settings = useAtomValue(settingsAtom);
  const actionRef = useRef<HTMLButtonElement>(null);

  if (!profile) return null;
  // The image's `match` variant is the one the product names for this overlay (a square thumbnail).
  const image =
    profile.main_image && settings ? photoUrl(settings.cdn_prefix, profile.main_image.match) : null;
  const place = [profile.city, profile.region].filter(Boolean).join(', ');
  const select = () => onSelect(profile.id);

  return (
    <Modal open onClose={onClose} title={title} size="sm" initialFocusRef={actionRef}>
      <Content>
        <PhotoButton aria-label={text.photoOf.replace('{name}', profile.name)} onClick={select}>
          {/* Without a main image (or when it fails to load) the avatar shows the initials instead. */}
          <Avatar src={image} name={profile.name} size={PHOTO_PX} decorative />
        </PhotoButton>
        <Name>
          {profile.name}, {profile.age}
        </Name>
        {place && <Place>{place}</Place>}
        {/* The match screen leads to a chat that costs credits: a fictional profile says so first. */}
        {profile.fictional && <FictionalDisclosure detailed />}
        <Button ref={actionRef} block onClick={select}>
          {actionLabel ?? text.viewProfile}
        </Button>
      </Content>
    </Modal>
  );
}
