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
  FlagIcon,
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
import { BlockIcon, ChatIcon, HeartIcon } from '../../components/icons';
import { InlineActions } from '../../components/InlineActions';
import { MatchPopup } from '../likes/MatchPopup';
import { toCard } from '../member-cards/profile-cache';
import { LoginPrompt, type LoginReason } from '../visitor/LoginPrompt';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm + 4}px;
`;

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
 * Like or unlike, message, gift, block and report. Visitors see the same buttons, and each tells them that it needs
 * an account rather than hiding what members can do.
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

  return (
    <Wrapper>
      {loggedIn && <LikeStatus like={state} name={profile.name} />}
      <InlineActions>
        <Button
          type="button"
          variant={state.liked ? 'outline' : 'primary'}
          onClick={toggleLike}
          disabled={busy}
          aria-busy={busy}
        >
          <HeartIcon filled={!state.liked} />
          {state.liked ? t('like.unlike') : t('like.like')}
        </Button>
        {loggedIn ? (
          <>
            <Button as={Link} to={chatPath} variant="secondary">
              <ChatIcon />
              {t('profile.message')}
            </Button>
            <Button as={Link} to={`${chatPath}?gift=1`} variant="outline">
              <GiftIcon />
              {t('profile.gift')}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" variant="secondary" onClick={() => setPrompt('chat')}>
              <ChatIcon />
              {t('profile.message')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setPrompt('gift')}>
              <GiftIcon />
              {t('profile.gift')}
            </Button>
          </>
        )}
        {loggedIn && (
          <Button type="button" variant="link" onClick={() => setConfirmBlock(true)}>
            <BlockIcon />
            {t('block.action')}
          </Button>
        )}
        {loggedIn && (
          <Button
            type="button"
            variant="link"
            onClick={() => setReporting(true)}
            aria-label={reportWords.actionLabel.replace('{name}', profile.name)}
          >
            <FlagIcon />
            {reportWords.action}
          </Button>
        )}
      </InlineActions>
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
