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
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  max-width: 420px;
  margin-inline: auto;
`;

const LikesLeft = styled.p`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/*
 * Pass and Like side by side, equally wide; where their words do not fit side by side, one above the other,
 * each as wide as the game (German's "Überspringen" leaves a 320 px phone a few pixels to spare).
 */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;

  > * {
    flex: 1 1 0;
  }

  svg {
    font-size: 1.25em;
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
        <SwipeCard profile={profile} offset={drag.offset} gesture={drag.handlers} />
        {game.error && (
          <Alert tone="danger" onDismiss={game.dismissError}>
            {game.error}
          </Alert>
        )}
        <Controls>
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={game.pass}
            disabled={game.busy}
            aria-keyshortcuts="ArrowLeft"
          >
            <CrossIcon />
            {t('swipeGame.pass')}
          </Button>
          <Button
            type="button"
            size="lg"
            onClick={game.like}
            disabled={game.busy}
            aria-keyshortcuts="ArrowRight"
          >
            <HeartIcon filled />
            {t('like.like')}
          </Button>
        </Controls>
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
    <Page title={t('swipeGame.title')} lead={t('swipeGame.lead', { count: SWIPE_GAME_DAILY_LIKES })}>
      <LoginRequired namespace={namespace}>
        <SwipeGame />
      </LoginRequired>
    </Page>
  );
}
