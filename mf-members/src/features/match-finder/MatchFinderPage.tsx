import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, EmptyState, LinkButton, LoginRequired, Page, Spinner } from 'shared-ui';
import { likeMember, type MemberCard, pathTo } from 'shared-ui/kernel';
import { describeMembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { RetryAlert } from '../../components/RetryAlert';
import { HeartIcon } from '../../components/icons';
import { MatchPopup } from '../likes/MatchPopup';
import { FictionalNotice } from '../member-cards/FictionalNotice';
import { ProfileGrid } from '../member-cards/ProfileGrid';
import { useSuggestions } from './useSuggestions';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.primary};
`;

/* A round heart on the tile's photo: one tap likes, as on the leaders' grids. */
const LikeButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: 1.35rem;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:disabled {
    opacity: 0.7;
    cursor: default;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

function MatchFinder() {
  const { t } = useTranslation(namespace);
  const { load, reload, remove } = useSuggestions();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [match, setMatch] = useState<MemberCard | null>(null);
  // Whether the member liked any suggestion: an empty grid then means "all done", not "nothing for you".
  const [likedAny, setLikedAny] = useState(false);

  const like = async (profile: MemberCard) => {
    setBusy((previous) => new Set(previous).add(profile.id));
    setError(null);
    try {
      const answer = await likeMember(profile.id);
      setLikedAny(true);
      remove(profile.id);
      if (answer.like.match) setMatch(profile);
    } catch (failure) {
      setError((await describeMembersError(failure, t)).message);
    } finally {
      setBusy((previous) => {
        const next = new Set(previous);
        next.delete(profile.id);
        return next;
      });
    }
  };

  const popup = <MatchPopup profile={match} onClose={() => setMatch(null)} />;

  if (load.status === 'loading') {
    return (
      <Loading>
        <Spinner size="lg" aria-label={t('matchFinder.loading')} />
      </Loading>
    );
  }
  if (load.status === 'error') {
    return <RetryAlert message={load.message} retryLabel={t('matchFinder.retry')} onRetry={reload} />;
  }
  if (load.profiles.length === 0) {
    return (
      <>
        {likedAny ? (
          <EmptyState
            title={t('matchFinder.done.title')}
            description={t('matchFinder.done.description')}
            action={
              <Button type="button" onClick={reload}>
                {t('matchFinder.done.action')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('matchFinder.empty.title')}
            description={t('matchFinder.empty.description')}
            action={<LinkButton to={pathTo('profile')}>{t('matchFinder.empty.action')}</LinkButton>}
          />
        )}
        {popup}
      </>
    );
  }

  return (
    <>
      {error && (
        <Alert tone="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ProfileGrid
        profiles={load.profiles}
        headingLevel={2}
        eagerCount={4}
        aria-label={t('matchFinder.listLabel')}
        actionFor={(profile) => (
          <LikeButton
            type="button"
            onClick={() => like(profile)}
            disabled={busy.has(profile.id)}
            aria-busy={busy.has(profile.id)}
            aria-label={t('matchFinder.like', { name: profile.name })}
            title={t('like.like')}
          >
            <HeartIcon filled />
          </LikeButton>
        )}
      />
      {/* The site's warning under the photos rather than over them: each fictional tile carries its label. */}
      {load.profiles.some((profile) => profile.fictional) && <FictionalNotice form="plural" />}
      {popup}
    </>
  );
}

/** Match finder: suggestions to like; a like back makes a match. */
export default function MatchFinderPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('matchFinder.title')} lead={t('matchFinder.lead')}>
      <LoginRequired namespace={namespace}>
        <MatchFinder />
      </LoginRequired>
    </Page>
  );
}
