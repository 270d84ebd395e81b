import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, LoginRequired, Page } from 'shared-ui';
import { isLoggedInAtom, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { InlineActions } from '../../components/InlineActions';
import { VisitorActions } from '../visitor/VisitorActions';
import { readTrafficNetwork } from '../visitor/tracking';
import { loggedOutSearchVisible } from './search-access';
import { applyFiltersAtom, resultsKey, setPageNumberAtom, setPageSizeAtom } from './search-state';
import { SearchFilterForm } from './SearchFilterForm';
import { SearchResults } from './SearchResults';
import { useMemberSearch } from './useMemberSearch';

function MemberSearch() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const search = useMemberSearch();
  const applyFilters = useSetAtom(applyFiltersAtom);
  const setPageNumber = useSetAtom(setPageNumberAtom);
  const setPageSize = useSetAtom(setPageSizeAtom);

  return (
    <>
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
      {/* Keyed by the applied filters: the form starts over from them when they change elsewhere (first search, reset). */}
      <SearchFilterForm
        key={resultsKey(search.filters, 0)}
        filters={search.filters}
        defaults={search.defaults}
        homeCountry={search.regionCountry}
        onApply={applyFilters}
      />
      <SearchResults
        profiles={search.profiles}
        total={search.total}
        totalCapped={search.totalCapped}
        similar={search.similar}
        paging={search.paging}
        loading={search.loading}
        error={search.error}
        onRetry={search.retry}
        onPage={setPageNumber}
        onPageSize={setPageSize}
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
  const loggedIn = useAtomValue(isLoggedInAtom);
  const settings = useAtomValue(settingsAtom);
  const visible = loggedIn || loggedOutSearchVisible(settings, readTrafficNetwork() !== null);

  return (
    <Page title={t('search.title')} lead={t('search.lead')}>
      {visible ? <MemberSearch /> : <LoginRequired namespace={namespace}>{null}</LoginRequired>}
    </Page>
  );
}
