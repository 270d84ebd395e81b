import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { isLoggedInAtom, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { loggedOutSearchVisible } from './search-access';

/** Search members: also the logged-in home. Results arrive with the search feature. */
export default function SearchPage() {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const settings = useAtomValue(settingsAtom);
  // The shell keeps the tracking parameters; until it shares them, a visitor counts as having none.
  const visible = loggedIn || loggedOutSearchVisible(settings, false);

  const results = loggedIn ? (
    <EmptyState
      title={t('search.empty.title')}
      description={t('search.empty.description')}
      action={<LinkButton to="/profile">{t('search.empty.action')}</LinkButton>}
    />
  ) : (
    <EmptyState
      title={t('search.empty.title')}
      description={t('search.empty.visitorDescription')}
      action={<LinkButton to="/signup">{t('search.empty.visitorAction')}</LinkButton>}
    />
  );

  return (
    <Page title={t('search.title')} lead={t('search.lead')}>
      {visible ? results : <LoginRequired namespace={namespace}>{results}</LoginRequired>}
    </Page>
  );
}
