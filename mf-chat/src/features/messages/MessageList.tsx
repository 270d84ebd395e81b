import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Spinner, VisuallyHidden } from 'shared-ui';
import { namespace } from '../../app/translations';
import { giftNameKey, isGiftId } from '../gifts';
import { DaySeparator } from './DaySeparator';
import { HistoryNotice } from './HistoryNotice';
import { MessageBubble } from './MessageBubble';
import { groupByDay, type ThreadMessage } from './thread-message';
import { TypingIndicator } from './TypingIndicator';

/** Within this many pixels of the end, the reader follows new messages; further up, they are reading back. */
const FOLLOW_THRESHOLD_PX = 120;

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 100%;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.sm + 4}px`};
`;

const Top = styled.div`
  display: flex;
  justify-content: center;
  min-height: 1px;
`;

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Messages = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface MessageListProps {
  /** Oldest first. */
  messages: readonly ThreadMessage[];
  otherName: string;
  /** Older messages can be loaded (scrolling to the top loads them, and a button does). */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Messages older than the history window exist: the privacy notice shows at the top. */
  olderHidden: boolean;
  /** The other member is typing. */
  typing: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Reports one of the other member's messages. */
  onReport?: (messageId: number) => void;
  /** What an empty conversation shows. */
  empty?: ReactNode;
  now: Date;
}

const nearBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_THRESHOLD_PX;

function scrollToEnd(element: HTMLElement) {
  element.scrollTop = element.scrollHeight;
}

/**
 * The conversation, oldest at the top, grouped under day separators. It opens at the newest message, follows
 * new ones while the reader is at the end, keeps its place when older ones load above, and announces the
 * other member's new messages to screen readers.
 */
export function MessageList({
  messages,
  otherName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  olderHidden,
  typing,
  onRetry,
  onDiscard,
  onReport,
  empty,
  now,
}: MessageListProps) {
  const { t } = useTranslation(namespace);
  const labelId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const first = messages[0]?.key;
  const lastMessage = messages[messages.length - 1];
  const last = lastMessage?.key;
  const lastIsOwn = lastMessage?.own ?? false;
  const position = useRef({ first, last: undefined as string | undefined, height: 0, top: 0, follow: true });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = position.current;
    if (last !== before.last) {
      // The first messages, a new one while at the end, or one of the member's own: show the end.
      if (before.last === undefined || before.follow || lastIsOwn) scrollToEnd(element);
    } else if (first !== before.first) {
      // Older messages arrived above: the ones being read stay where they were.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (typing && before.follow) {
      scrollToEnd(element);
    }
    position.current = {
      first,
      last,
      height: element.scrollHeight,
      top: element.scrollTop,
      follow: nearBottom(element),
    };
  }, [first, last, lastIsOwn, typing]);

  // A reader at the end stays there when the view gets shorter (an alert, a preview or the keyboard below)
  // or the messages taller (a photo loaded, a failed message's buttons).
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (position.current.follow) scrollToEnd(element);
    });
    observer.observe(element);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    position.current = {
      ...position.current,
      height: element.scrollHeight,
      top: element.scrollTop,
      follow: nearBottom(element),
    };
  };

  // Reaching the top loads the page before it, as long as there is one.
  const loadOlder = useRef(onLoadOlder);
  useEffect(() => {
    loadOlder.current = onLoadOlder;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder || loadingOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder.current();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder]);

  const announcement = useIncomingAnnouncement(messages, otherName);

  return (
    <Scroller ref={scroller} onScroll={onScroll} aria-labelledby={labelId} role="region" tabIndex={0}>
      <VisuallyHidden id={labelId}>{t('thread.label', { name: otherName })}</VisuallyHidden>
      <Inner ref={content}>
        <Top ref={sentinel}>
          {hasOlder ? (
            loadingOlder ? (
              <Spinner aria-label={t('thread.loadingOlder')} />
            ) : (
              <Button type="button" variant="link" size="sm" onClick={onLoadOlder}>
                {t('thread.loadOlder')}
              </Button>
            )
          ) : (
            olderHidden && <HistoryNotice />
          )}
        </Top>
        {messages.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <Days>
            {groupByDay(messages).map((day) => (
              <section key={day.key} aria-labelledby={`${labelId}-${day.key}`}>
                <DaySeparator id={`${labelId}-${day.key}`} date={day.date} now={now} />
                <Messages>
                  {day.messages.map((message) => (
                    <MessageBubble
                      key={message.key}
                      message={message}
                      otherName={otherName}
                      onRetry={onRetry}
                      onDiscard={onDiscard}
                      onReport={onReport}
                    />
                  ))}
                </Messages>
              </section>
            ))}
          </Days>
        )}
        {typing && <TypingIndicator name={otherName} />}
      </Inner>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Scroller>
  );
}

/**
 * What the polite live region says: the other member's newest message, once it arrives while the
 * conversation is open. The history present when the list opens, and older pages loaded above, are not
 * read out (a live list would read the whole history when it loads).
 */
function useIncomingAnnouncement(messages: readonly ThreadMessage[], otherName: string): string {
  const { t } = useTranslation(namespace);
  const latestIncoming = messages.findLast((message) => !message.own);
  const [baseline] = useState(latestIncoming?.key);
  if (!latestIncoming || latestIncoming.key === baseline) return '';
  let content = latestIncoming.text;
  if (latestIncoming.kind === 'gift') {
    const gift = isGiftId(latestIncoming.gift) ? t(giftNameKey(latestIncoming.gift)) : t('gifts.generic');
    content = t('thread.gift', { gift });
  } else if (latestIncoming.kind === 'photo') {
    content = t('conversations.preview.photo');
  }
  return t('thread.announce', { name: otherName, text: content });
}
