import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  BlockMemberDialog,
  Button,
  Dropdown,
  GiftIcon,
  LinkButton,
  ReportMemberDialog,
  useUiText,
} from 'shared-ui';
import {
  isLoggedInAtom,
  likeMember,
  unlikeMember,
  userAtom,
  type LikeState,
  type MemberCard,
  type MemberProfile,
  pathTo,
} from 'shared-ui/kernel';
import { describeMembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { ChatIcon, HeartIcon } from '../../components/icons';
import { InlineActions } from '../../components/InlineActions';
import { MatchPopup } from '../likes/MatchPopup';
import { toCard } from '../member-cards/profile-cache';
import { LoginPrompt, type LoginReason } from '../visitor/LoginPrompt';

/** The action row's height: the buttons' touch targets, with room for a heart. */
export const ACTION_BAR_HEIGHT = 48;

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm + 4}px;
`;

/*
 * One row on every screen: like and message share the width, gift and the menu of the rarer actions (block,
 * report) are square. Its height is the placeholder's while the profile loads (ActionBarPlaceholder).
 */
export const ActionBar = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${ACTION_BAR_HEIGHT}px;

  & > * {
    min-height: ${ACTION_BAR_HEIGHT}px;
  }
`;

/* A long label (some languages) is clipped inside its button rather than pushing the row off a narrow phone. */
const Wide = styled(Button)`
  flex: 1 1 0;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Square = styled(Button)`
  flex: 0 0 ${ACTION_BAR_HEIGHT}px;
  padding: 0;
  font-size: 1.25rem;
`;

/* The menu's trigger is square like the gift button: only the dots and the caret. */
const More = styled(Dropdown)`
  flex: 0 0 auto;

  & > button {
    height: 100%;
    padding-inline: ${({ theme }) => theme.space.sm + 4}px;
    font-size: 1.25rem;
  }
`;

function DotsIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

const Status = styled.p`
  margin: 0;
`;

const NO_LIKE: LikeState = { liked: false, liked_by: false, match: false };

export interface ProfileActionsProps {
  profile: MemberProfile;
  /** null for visitors. */
  like: LikeState | null;
  onLikeChange: (like: LikeState) => void;
  onBlocked: () => void;
}

/** How the like stands between the two (none, liked, liked by the other, match). */
function LikeStatus({ like, name }: { like: LikeState; name: string }) {
  const { t } = useTranslation(namespace);
  let text: string | null = null;
  if (like.match) text = t('like.status.match', { name });
  else if (like.liked_by) text = t('like.status.likedBy', { name });
  else if (like.liked) text = t('like.status.liked', { name });
  if (!text) return null;
  return (
    <Status>
      <Badge tone={like.match ? 'success' : 'primary'}>{text}</Badge>
    </Status>
  );
}

/**
 * Like or unlike, message and gift in one row, block and report in its "more" menu; how the like stands below
 * it. Visitors see the same buttons (without the menu), and each tells them that it needs an account rather
 * than hiding what members can do.
 */
export function ProfileActions({ profile, like, onLikeChange, onBlocked }: ProfileActionsProps) {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const ownId = useAtomValue(userAtom)?.profile.id;
  const [prompt, setPrompt] = useState<LoginReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [match, setMatch] = useState<MemberCard | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const reportWords = useUiText().report;
  const state = like ?? NO_LIKE;
  const chatPath = pathTo('members-id-chat', { id: profile.id });

  const toggleLike = async () => {
    if (!loggedIn) {
      setPrompt('like');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = state.liked ? await unlikeMember(profile.id) : await likeMember(profile.id);
      onLikeChange(answer.like);
      if (!state.liked && answer.like.match) setMatch(toCard(profile));
    } catch (failure) {
      setError((await describeMembersError(failure, t)).message);
    } finally {
      setBusy(false);
    }
  };

  // One's own profile, reached through a link: nothing to like, message or block.
  if (profile.id === ownId) {
    return (
      <InlineActions>
        <LinkButton to={pathTo('profile')}>{t('profile.own')}</LinkButton>
      </InlineActions>
    );
  }

  const giftLabel = t('profile.gift');
  return (
    <Wrapper>
      <ActionBar>
        <Wide
          type="button"
          variant={state.liked ? 'outline' : 'primary'}
          onClick={toggleLike}
          disabled={busy}
          aria-busy={busy}
        >
          <HeartIcon filled={!state.liked} />
          {state.liked ? t('like.unlike') : t('like.like')}
        </Wide>
        {loggedIn ? (
          <>
            <Wide as={Link} to={chatPath} variant="secondary">
              <ChatIcon />
              {t('profile.message')}
            </Wide>
            <Square
              as={Link}
              to={`${chatPath}?gift=1`}
              variant="outline"
              aria-label={giftLabel}
              title={giftLabel}
            >
              <GiftIcon />
            </Square>
            <More
              label={<DotsIcon />}
              aria-label={t('profile.moreLabel', { name: profile.name })}
              items={[
                { key: 'block', label: t('block.action'), onSelect: () => setConfirmBlock(true) },
                {
                  key: 'report',
                  label: reportWords.actionLabel.replace('{name}', profile.name),
                  onSelect: () => setReporting(true),
                },
              ]}
            />
          </>
        ) : (
          <>
            <Wide type="button" variant="secondary" onClick={() => setPrompt('chat')}>
              <ChatIcon />
              {t('profile.message')}
            </Wide>
            <Square
              type="button"
              variant="outline"
              onClick={() => setPrompt('gift')}
              aria-label={giftLabel}
              title={giftLabel}
            >
              <GiftIcon />
            </Square>
          </>
        )}
      </ActionBar>
      {loggedIn && <LikeStatus like={state} name={profile.name} />}
      {error && (
        <Alert tone="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <LoginPrompt reason={prompt} memberId={profile.id} onClose={() => setPrompt(null)} />
      <BlockMemberDialog
        namespace={namespace}
        open={confirmBlock}
        memberId={profile.id}
        name={profile.name}
        describeError={async (failure) => (await describeMembersError(failure, t)).message}
        onClose={() => setConfirmBlock(false)}
        onBlocked={() => {
          setConfirmBlock(false);
          onBlocked();
        }}
      />
      <ReportMemberDialog
        open={reporting}
        memberId={profile.id}
        name={profile.name}
        onClose={() => setReporting(false)}
      />
      <MatchPopup profile={match} onClose={() => setMatch(null)} />
    </Wrapper>
  );
}
