import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Countdown,
  CrossIcon,
  EmptyState,
  LinkButton,
  LoginRequired,
  Page,
  Spinner,
  VisuallyHidden,
} from 'shared-ui';
import { SWIPE_GAME_DAILY_LIKES, type MemberCard, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { HeartIcon } from '../../components/icons';
import { MatchPopup } from '../likes/MatchPopup';
import { SwipeCard } from './SwipeCard';
import { useArrowKeys } from './useArrowKeys';
import { useSwipeGesture } from './useSwipeGesture';
import { useSwipeGame } from './useSwipeGame';

/* One column, never wider than a phone: the game looks the same on every screen. */
const Game = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm + 4}px;
  width: 100%;
  max-width: 420px;
  margin-inline: auto;
`;

/*
 * The card's stage reaches the screen's edges (over the page's side padding) and clips sideways: a card
 * dragged or flying off to one side is cut at the edge instead of widening the page, so the page never
 * scrolls sideways. Only the x axis is clipped (clip, unlike hidden, leaves the y axis alone), so the
 * card's shadow and the page's vertical scrolling stay.
 */
const Stage = styled.div`
  margin-inline: -${({ theme }) => theme.space.md}px;
  padding-inline: ${({ theme }) => theme.space.md}px;
  overflow-x: clip;
`;

const LikesLeft = styled.p`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/* Pass and Like as two big round buttons under the card, where the thumb rests. */
const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl}px;
`;

const RoundButton = styled.button<{ $tone: 'pass' | 'like' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  padding: 0;
  border: 2px solid
    ${({ $tone, theme }) => ($tone === 'like' ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $tone, theme }) => ($tone === 'like' ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $tone, theme }) => ($tone === 'like' ? theme.colors.onPrimary : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: 1.75rem;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ $tone, theme }) =>
      $tone === 'like' ? theme.colors.primaryHover : theme.colors.surfaceMuted};
  }

  &:disabled {
    opacity: 0.6;
    cursor: default;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  @media (prefers-reduced-motion: no-preference) {
    transition: transform 0.12s ease-out;

    &:active:not(:disabled) {
      transform: scale(0.92);
    }
  }
`;

const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* The tip that fits the device: swiping where the main pointer is a finger, the arrow keys elsewhere. */
const KeysHint = styled(Hint)`
  @media (pointer: coarse) {
    display: none;
  }
`;

const TouchHint = styled(Hint)`
  @media not (pointer: coarse) {
    display: none;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Today's likes are used: when they come back, counted down per second. */
function LikesUsed({ seconds, onReset }: { seconds: number; onReset: () => void }) {
  const { t } = useTranslation(namespace);
  return (
    <EmptyState
      title={t('swipeGame.used.title')}
      description={
        <p>
          {t('swipeGame.used.countdown')}{' '}
          {/* Only a real countdown reloads at zero: a server still at 0 seconds must not be asked in a loop. */}
          <Countdown
            seconds={seconds}
            onDone={seconds > 0 ? onReset : undefined}
            aria-label={t('swipeGame.used.timerLabel')}
          />
        </p>
      }
      action={<LinkButton to={pathTo('members')}>{t('swipeGame.empty.action')}</LinkButton>}
    />
  );
}

function SwipeGame() {
  const { t } = useTranslation(namespace);
  const [match, setMatch] = useState<MemberCard | null>(null);
  const game = useSwipeGame(setMatch);
  const { load } = game;
  const state = load.status === 'ready' ? load.state : null;
  const profile = state && state.likes_left > 0 ? state.profile : null;
  const playing = profile !== null && !game.busy && match === null;
  useArrowKeys({ left: game.pass, right: game.like }, playing);
  const drag = useSwipeGesture((direction) => (direction === 'right' ? game.like() : game.pass()), playing);

  let content;
  if (load.status === 'loading') {
    content = (
      <Loading>
        <Spinner size="lg" aria-label={t('swipeGame.loading')} />
      </Loading>
    );
  } else if (load.status === 'error') {
    content = (
      <Alert
        tone="danger"
        action={
          <Button type="button" variant="outline" size="sm" onClick={game.reload}>
            {t('swipeGame.retry')}
          </Button>
        }
      >
        {load.message}
      </Alert>
    );
  } else if (load.status === 'limit') {
    content = <LikesUsed seconds={load.seconds} onReset={game.reload} />;
  } else if (load.state.likes_left <= 0) {
    content = <LikesUsed seconds={load.state.seconds_to_reset} onReset={game.reload} />;
  } else if (!profile) {
    content = (
      <EmptyState
        title={t('swipeGame.empty.title')}
        description={t('swipeGame.empty.description')}
        action={<LinkButton to={pathTo('members')}>{t('swipeGame.empty.action')}</LinkButton>}
      />
    );
  } else {
    content = (
      <Game>
        <LikesLeft aria-live="polite">
          {t('swipeGame.likesLeft', {
            count: load.state.likes_left,
            total: load.state.likes_per_day || SWIPE_GAME_DAILY_LIKES,
          })}
        </LikesLeft>
        <Stage>
          <SwipeCard profile={profile} offset={drag.offset} gesture={drag.handlers} />
        </Stage>
        {game.error && (
          <Alert tone="danger" onDismiss={game.dismissError}>
            {game.error}
          </Alert>
        )}
        <Controls>
          <RoundButton
            type="button"
            $tone="pass"
            onClick={game.pass}
            disabled={game.busy}
            aria-keyshortcuts="ArrowLeft"
          >
            <CrossIcon />
            <VisuallyHidden>{t('swipeGame.pass')}</VisuallyHidden>
          </RoundButton>
          <RoundButton
            type="button"
            $tone="like"
            onClick={game.like}
            disabled={game.busy}
            aria-keyshortcuts="ArrowRight"
          >
            <HeartIcon filled />
            <VisuallyHidden>{t('like.like')}</VisuallyHidden>
          </RoundButton>
        </Controls>
        <Hint>{t('swipeGame.lead', { count: SWIPE_GAME_DAILY_LIKES })}</Hint>
        <KeysHint>{t('swipeGame.keysHint')}</KeysHint>
        <TouchHint>{t('swipeGame.touchHint')}</TouchHint>
      </Game>
    );
  }

  return (
    <>
      {content}
      <MatchPopup profile={match} onClose={() => setMatch(null)} />
    </>
  );
}

/** Swipe game: like or pass one member at a time, 4 likes per day. */
export default function SwipeGamePage() {
  const { t } = useTranslation(namespace);
  return (
    // The lead goes under the game (with the tips): above it, it would push the buttons off a phone's screen.
    <Page title={t('swipeGame.title')}>
      <LoginRequired namespace={namespace}>
        <SwipeGame />
      </LoginRequired>
    </Page>
  );
}
