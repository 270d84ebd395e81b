import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { MemberCard } from 'contract';
import { photoUrl } from '../../kernel/api/photos';
import { settingsAtom, userAtom } from '../../kernel/session/atoms';
import { media } from '../../theme/media';
import { Button } from '../Button/Button';
import { FictionalDisclosure } from '../FictionalDisclosure/FictionalDisclosure';
import { useUiText } from '../i18n/uiText';
import { Modal } from '../Modal/Modal';
import { MatchMessageForm } from './MatchMessageForm';
import { MatchPhotos } from './MatchPhotos';
import { useReducedMotion } from '../../theme/useReducedMotion';

export interface MatchOverlayMessage {
  /**
   * Sends the text as an ordinary chat message (same costs, same refusals); resolving means it was stored
   * (the caller goes on to the conversation), a rejection keeps the text for another try.
   */
  onSend: (text: string) => Promise<void>;
  /** Under the field: what a message costs, or why the last one was refused with its way out. */
  note?: ReactNode;
  maxLength?: number;
}

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
  /** A message field on the overlay itself, to say hello without leaving it. */
  message?: MatchOverlayMessage;
}

/*
 * On the brand colour: full screen on phones (the Modal's own phone layout), a card from 576 px. The
 * darkest shades of the primary colour carry white text at 4.5:1 (the site theme guarantees it).
 */
const BrandModal = styled(Modal)`
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primary} 0%,
    ${({ theme }) => theme.colors.primaryActive} 100%
  );
  color: ${({ theme }) => theme.colors.onPrimary};

  & > div:first-child button {
    color: inherit;
  }

  ${media.sm} {
    max-width: 420px;
  }
`;

/** Below the Modal's 576 px breakpoint the dialog is the whole screen. */
const PHONE_QUERY = '(max-width: 575.98px)';

const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: 100%;
  text-align: center;

  /* On the phone the overlay is the whole screen: the photos sit in its middle, not at its top. */
  @media ${PHONE_QUERY} {
    justify-content: center;
  }
`;

const Headline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Place = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}px) 0 0;
`;

/* The buttons on the brand colour: white, or outlined in white beside the message field. */
const Action = styled(Button)`
  background: ${({ theme }) => theme.colors.surface};
  border-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySubtle};
    border-color: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryActive};
  }

  &[data-quiet] {
    background: transparent;
    border-color: ${({ theme }) => theme.colors.onPrimary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &[data-quiet]:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.14);
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const MessageArea = styled.div`
  width: 100%;

  /* The caller's price note is plain text on the brand colour (an alert brings its own colours). */
  form > p {
    color: inherit;
  }

  button[type='submit'] {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The match or new-like overlay: shown only while a profile is present. Both members' photos meet with a
 * short animation (none under reduced motion), on the brand colour. The backdrop (and Escape, and the close
 * button) close it; their photo and the button only emit the profile id, so the caller chooses whether
 * opening the profile also closes the overlay. With `message`, a field sends a first message from here.
 * A modal dialog named by the title, with focus on the button, so Enter goes on and focus returns where it
 * was on close.
 */
export function MatchOverlay({ profile, title, onClose, onSelect, actionLabel, message }: MatchOverlayProps) {
  const text = useUiText();
  const settings = useAtomValue(settingsAtom);
  const own = useAtomValue(userAtom)?.profile ?? null;
  const still = useReducedMotion();
  const actionRef = useRef<HTMLButtonElement>(null);

  if (!profile) return null;
  // The image's `match` variant is the one the product names for this overlay (a square thumbnail).
  const src = (image: MemberCard['main_image']) =>
    image && settings ? photoUrl(settings.cdn_prefix, image.match) : null;
  const place = [profile.city, profile.region].filter(Boolean).join(', ');
  const select = () => onSelect(profile.id);
  // On a phone the overlay fills the screen, so its empty brand-coloured space is the backdrop: a tap there
  // closes it, as a click beside the card does on a wider screen.
  const closeOnEmptySpace = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && window.matchMedia?.(PHONE_QUERY).matches) onClose();
  };

  return (
    <BrandModal open onClose={onClose} title={title} hideTitle size="sm" initialFocusRef={actionRef}>
      <Content onClick={closeOnEmptySpace} data-match-backdrop="">
        {/* The dialog's name is the title; shown large here, read once (as the name). */}
        <Headline aria-hidden="true">{title}</Headline>
        <MatchPhotos
          own={own ? { name: own.name, src: src(own.main_image) } : null}
          theirs={{ name: profile.name, src: src(profile.main_image) }}
          theirsLabel={text.photoOf.replace('{name}', profile.name)}
          onSelect={select}
          still={still}
        />
        <Name>
          {profile.name}, {profile.age}
        </Name>
        {place && <Place>{place}</Place>}
        {/* The match screen leads to a chat that costs credits: a fictional profile says so first. */}
        {profile.fictional && <FictionalDisclosure detailed />}
        {message && (
          <MessageArea>
            <MatchMessageForm
              label={text.match.messageLabel.replace('{name}', profile.name)}
              placeholder={text.match.messagePlaceholder.replace('{name}', profile.name)}
              sendLabel={text.match.send}
              maxLength={message.maxLength}
              onSend={message.onSend}
              note={message.note}
            />
          </MessageArea>
        )}
        <Action ref={actionRef} block onClick={select} data-quiet={message ? '' : undefined}>
          {actionLabel ?? text.viewProfile}
        </Action>
      </Content>
    </BrandModal>
  );
}
