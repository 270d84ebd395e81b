import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, VisuallyHidden } from 'shared-ui';
import { isLoggedInAtom, type MemberCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { RetryAlert } from '../../components/RetryAlert';
import { FictionalNotice } from '../member-cards/FictionalNotice';
import { ProfileGrid } from '../member-cards/ProfileGrid';
import { ProfileGridSkeleton } from '../member-cards/ProfileGridSkeleton';
import { LoadMore } from './LoadMore';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The tiles of the first screen on a phone and on a desktop: their photos load at once, the rest lazily. */
const EAGER_TILES = 10;

export interface SearchResultsProps {
  /** Every loaded page's profiles, or null while the first page loads. */
  profiles: readonly MemberCard[] | null;
  similar: readonly MemberCard[];
  /** The size of a page: as many skeleton tiles as a page brings. */
  numResults: number;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  /** The first page failed: nothing to show but the error. */
  failedFirst: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
}

/**
 * The results as one growing grid of photos (the next page comes as the member scrolls, or with Load
 * more), and the similar profiles when few members match. While the first page loads, a skeleton of the
 * same grid holds its place.
 */
export function SearchResults({
  profiles,
  similar,
  numResults,
  loading,
  loadingMore,
  hasMore,
  error,
  failedFirst,
  onRetry,
  onLoadMore,
}: SearchResultsProps) {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const headingId = useId();
  const similarId = useId();
  const shown = [...(profiles ?? []), ...similar];

  let body;
  if (failedFirst && error) {
    body = <RetryAlert message={error} retryLabel={t('search.retry')} onRetry={onRetry} />;
  } else if (loading || profiles === null) {
    body = <ProfileGridSkeleton count={numResults} label={t('search.loading')} />;
  } else if (profiles.length === 0 && similar.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('search.none.title')}
        description={loggedIn ? t('search.none.description') : t('search.none.visitorDescription')}
      />
    );
  } else if (profiles.length > 0) {
    body = <ProfileGrid profiles={profiles} aria-labelledby={headingId} eagerCount={EAGER_TILES} />;
  }

  return (
    <>
      <Section aria-labelledby={headingId}>
        <VisuallyHidden as="h2" id={headingId}>
          {t('search.results')}
        </VisuallyHidden>
        {body}
        {/* The site's warning under the photos rather than over them: each fictional tile carries its label. */}
        {!loading && shown.some((profile) => profile.fictional) && <FictionalNotice form="plural" />}
        {error && !failedFirst ? (
          <RetryAlert message={error} retryLabel={t('search.retry')} onRetry={onRetry} />
        ) : (
          !loading && (hasMore || loadingMore) && <LoadMore loading={loadingMore} onLoadMore={onLoadMore} />
        )}
      </Section>
      {!loading && !failedFirst && similar.length > 0 && (
        <Section aria-labelledby={similarId}>
          <div>
            <Heading id={similarId}>{t('search.similar.title')}</Heading>
            <Muted>{t('search.similar.lead')}</Muted>
          </div>
          <ProfileGrid profiles={similar} aria-labelledby={similarId} />
        </Section>
      )}
    </>
  );
}
