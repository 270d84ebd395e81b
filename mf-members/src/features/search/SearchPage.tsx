import { useId } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Container, LoginRequired, media, Page } from 'shared-ui';
import { isLoggedInAtom, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { InlineActions } from '../../components/InlineActions';
import { VisitorActions } from '../visitor/VisitorActions';
import { readTrafficNetwork } from '../visitor/tracking';
import { loggedOutSearchVisible } from './search-access';
import { applyFiltersAtom, loadMorePagesAtom } from './search-state';
import { SearchResults } from './SearchResults';
import { SearchToolbar } from './SearchToolbar';
import { useMemberSearch, type MemberSearch as MemberSearchState } from './useMemberSearch';

/*
 * The page opens on people: on a phone the heading is for screen readers only (the tab bar names the page),
 * and a line of count and a row of filters are all that stand above the photos. From 768 px the heading
 * shows, with the count beside it.
 */
const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm}px;
  padding-block: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xxl}px;

  ${media.md} {
    gap: ${({ theme }) => theme.space.md}px;
    padding-block: ${({ theme }) => theme.space.xl}px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.md}px;
  min-height: 1.25rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  @media not ${media.md.condition} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ResultCount({ search }: { search: MemberSearchState }) {
  const { t, i18n } = useTranslation(namespace);
  const { total, totalCapped, loading, error } = search;
  return (
    <Count aria-live="polite">
      {total !== null &&
        !loading &&
        !error &&
        (totalCapped
          ? t('search.countCapped', { total: new Intl.NumberFormat(i18n.language).format(total) })
          : t('search.count', { count: total }))}
    </Count>
  );
}

function MemberSearch({ headingId }: { headingId: string }) {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const search = useMemberSearch();
  const applyFilters = useSetAtom(applyFiltersAtom);
  const loadMore = useSetAtom(loadMorePagesAtom);

  return (
    <>
      <Head>
        <Title id={headingId}>{t('search.title')}</Title>
        <ResultCount search={search} />
      </Head>
      {!loggedIn && (
        <Alert
          tone="info"
          title={t('search.visitor.title')}
          action={
            <InlineActions>
              <VisitorActions />
            </InlineActions>
          }
        >
          <p>{t('search.visitor.text')}</p>
        </Alert>
      )}
      <SearchToolbar
        filters={search.filters}
        defaults={search.defaults}
        homeCountry={search.regionCountry}
        onApply={applyFilters}
      />
      <SearchResults
        profiles={search.profiles}
        similar={search.similar}
        numResults={search.paging.numResults}
        loading={search.loading}
        loadingMore={search.loadingMore}
        hasMore={search.hasMore}
        error={search.error}
        failedFirst={search.failedFirst}
        onRetry={search.retry}
        onLoadMore={loadMore}
      />
    </>
  );
}

/**
 * Search members: also the logged-in home. Visitors search only where the site opens search to them
 * (search-access.ts); elsewhere they are asked to log in.
 */
export default function SearchPage() {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const settings = useAtomValue(settingsAtom);
  const visible = loggedIn || loggedOutSearchVisible(settings, readTrafficNetwork() !== null);

  if (!visible) {
    return (
      <Page title={t('search.title')}>
        <LoginRequired namespace={namespace}>{null}</LoginRequired>
      </Page>
    );
  }
  return (
    <Container>
      <Section aria-labelledby={headingId}>
        <MemberSearch headingId={headingId} />
      </Section>
    </Container>
  );
}
