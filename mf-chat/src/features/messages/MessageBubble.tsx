import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Button, VisuallyHidden } from 'shared-ui';
import { namespace } from '../../app/translations';
import { CheckIcon, DoubleCheckIcon, RetryIcon } from '../../components/icons';
import { formatClock, formatFullDate } from '../../lib/time';
import { useFormatLocale } from '../../lib/useFormatLocale';
import { GiftIllustration, giftNameKey, isGiftId } from '../gifts';
import type { ThreadMessage } from './thread-message';

const Item = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs}px;
`;

const Bubble = styled.div<{ $own: boolean; $failed: boolean; $plain: boolean }>`
  max-width: min(85%, 560px);
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm + 4}px`};
  border-radius: 18px;
  overflow-wrap: anywhere;
  ${({ $own, theme }) =>
    $own
      ? css`
          border-bottom-right-radius: ${theme.radii.sm};
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
        `
      : css`
          border-bottom-left-radius: ${theme.radii.sm};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.sm};
        `}
  ${({ $plain, theme }) =>
    $plain &&
    css`
      padding: ${theme.space.sm}px;
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      border: 1px solid ${theme.colors.border};
      box-shadow: none;
    `}
  ${({ $failed, theme }) =>
    $failed &&
    css`
      opacity: 0.75;
      outline: 2px solid ${theme.colors.danger};
      outline-offset: 1px;
    `}
`;

/* The text exactly as written: line breaks kept, long words wrapped, never read as HTML. */
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Gift = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};

  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Photo = styled.img`
  display: block;
  max-width: 100%;
  width: 240px;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/* Ticks as most chats draw them: one for sent, two (in blue) once read; the word is there for screen readers. */
const Delivery = styled.span<{ $read?: boolean }>`
  display: inline-flex;
  align-items: center;
  font-size: 0.95rem;
  color: ${({ theme, $read }) => ($read ? theme.colors.info : theme.colors.textMuted)};
`;

/*
 * A quiet word beside the time rather than a menu: found by anyone who looks for it, in the way of nobody.
 * At least 24 px high, so a finger finds it on a phone.
 */
const ReportButton = styled.button`
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space.xxs}px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.tones.danger.onSubtle};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface MessageBubbleProps {
  message: ThreadMessage;
  /** The other member, named for screen readers before each of their messages. */
  otherName: string;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Reports one of the other member's stored messages (the dialog opens with it). */
  onReport?: (messageId: number) => void;
}

function Content({ message, otherName }: Pick<MessageBubbleProps, 'message' | 'otherName'>) {
  const { t } = useTranslation(namespace);
  if (message.kind === 'gift') {
    const name = isGiftId(message.gift) ? t(giftNameKey(message.gift)) : t('gifts.generic');
    return (
      <Gift>
        {isGiftId(message.gift) && <GiftIllustration gift={message.gift} size={88} />}
        <figcaption>{t('thread.gift', { gift: name })}</figcaption>
      </Gift>
    );
  }
  if (message.kind === 'photo' && message.image) {
    return (
      <>
        <Photo
          src={message.image.url}
          width={message.image.width ?? undefined}
          height={message.image.height ?? undefined}
          alt={message.own ? t('thread.photoOwn') : t('thread.photoFrom', { name: otherName })}
          loading="lazy"
          decoding="async"
        />
        {message.text && <Text>{message.text}</Text>}
      </>
    );
  }
  return <Text>{message.text}</Text>;
}

/** One message: own on the right in the brand colour, theirs on the left; time and delivery below. */
export function MessageBubble({ message, otherName, onRetry, onDiscard, onReport }: MessageBubbleProps) {
  const { t } = useTranslation(namespace);
  const locale = useFormatLocale();
  const date = new Date(message.createdAt);
  const failed = message.status === 'failed';
  return (
    <Item $own={message.own} data-message-key={message.key}>
      <Bubble $own={message.own} $failed={failed} $plain={message.kind !== 'text'}>
        <VisuallyHidden>
          {message.own ? t('thread.you') : t('thread.them', { name: otherName })}
        </VisuallyHidden>
        <Content message={message} otherName={otherName} />
      </Bubble>
      <Meta>
        <time dateTime={message.createdAt} title={formatFullDate(date, locale)}>
          {formatClock(date, locale)}
        </time>
        {message.status === 'sending' && <span>{t('thread.status.sending')}</span>}
        {message.status === 'sent' && (
          <Delivery title={t('thread.status.sent')}>
            <CheckIcon />
            <VisuallyHidden>{t('thread.status.sent')}</VisuallyHidden>
          </Delivery>
        )}
        {message.status === 'read' && (
          <Delivery $read title={t('thread.status.read')}>
            <DoubleCheckIcon />
            <VisuallyHidden>{t('thread.status.read')}</VisuallyHidden>
          </Delivery>
        )}
        {!message.own && message.id !== null && onReport && (
          <ReportButton
            type="button"
            aria-label={t('thread.reportMessage', { name: otherName })}
            onClick={() => onReport(message.id!)}
          >
            {t('thread.report')}
          </ReportButton>
        )}
        {failed && message.clientId && (
          <>
            <Failed>{t('thread.status.failed')}</Failed>
            <Button type="button" size="sm" variant="outline" onClick={() => onRetry(message.clientId!)}>
              <RetryIcon />
              {t('thread.retry')}
            </Button>
            <Button type="button" size="sm" variant="link" onClick={() => onDiscard(message.clientId!)}>
              {t('thread.discard')}
            </Button>
          </>
        )}
      </Meta>
    </Item>
  );
}
