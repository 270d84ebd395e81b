import { useId, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, Spinner } from 'shared-ui';
import { isLoggedInAtom, SEARCH_COUNT_CAP, type MemberCard } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { RetryAlert } from '../../components/RetryAlert';
import { FictionalNotice } from '../member-cards/FictionalNotice';
import { ProfileGrid } from '../member-cards/ProfileGrid';
import { Pagination } from './Pagination';
import type { SearchPaging } from './search-state';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  scroll-margin-top: ${({ theme }) => theme.space.xl * 2}px;

  &:focus {
    outline: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SearchResultsProps {
  profiles: readonly MemberCard[] | null;
  total: number | null;
  /** The total is a lower bound: shown as "1000+", and the pages end at the cap. */
  totalCapped: boolean;
  similar: readonly MemberCard[];
  paging: SearchPaging;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onPage: (pageNumber: number) => void;
  onPageSize: (numResults: number) => void;
}

/** One page of results with its count and pager, and the similar profiles when few members match. */
export function SearchResults({
  profiles,
  total,
  totalCapped,
  similar,
  paging,
  loading,
  error,
  onRetry,
  onPage,
  onPageSize,
}: SearchResultsProps) {
  const { t, i18n } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const similarId = useId();
  const shown = [...(profiles ?? []), ...similar];

  // A new page starts at the top of the results, and so does the keyboard and screen reader focus.
  const goToPage = (pageNumber: number) => {
    onPage(pageNumber);
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  let body;
  if (error) {
    body = <RetryAlert message={error} retryLabel={t('search.retry')} onRetry={onRetry} />;
  } else if (loading || profiles === null) {
    body = (
      <Loading>
        <Spinner size="lg" aria-label={t('search.loading')} />
      </Loading>
    );
  } else if (profiles.length === 0 && similar.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('search.none.title')}
        description={loggedIn ? t('search.none.description') : t('search.none.visitorDescription')}
      />
    );
  } else {
    body = profiles.length > 0 && <ProfileGrid profiles={profiles} aria-labelledby={headingId} />;
  }

  return (
    <>
      <Section aria-labelledby={headingId}>
        <div>
          <Heading id={headingId} ref={headingRef} tabIndex={-1}>
            {t('search.results')}
          </Heading>
          {total !== null && !loading && !error && (
            <Muted aria-live="polite">
              {totalCapped
                ? t('search.countCapped', { total: new Intl.NumberFormat(i18n.language).format(total) })
                : t('search.count', { count: total })}
            </Muted>
          )}
        </div>
        {!loading && shown.some((profile) => profile.fictional) && <FictionalNotice form="plural" />}
        {body}
        {!error && total !== null && (
          <Pagination
            pageNumber={paging.pageNumber}
            numResults={paging.numResults}
            total={totalCapped ? Math.min(total, SEARCH_COUNT_CAP) : total}
            onPage={goToPage}
            onPageSize={onPageSize}
          />
        )}
      </Section>
      {!loading && !error && similar.length > 0 && (
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
