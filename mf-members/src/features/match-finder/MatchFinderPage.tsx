import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { namespace } from '../../app/translations';

/** Match finder: suggestions to like; a like back makes a match. Suggestions arrive with the feature. */
export default function MatchFinderPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('matchFinder.title')} lead={t('matchFinder.lead')}>
      <LoginRequired namespace={namespace}>
        <EmptyState
          title={t('matchFinder.empty.title')}
          description={t('matchFinder.empty.description')}
          action={<LinkButton to="/profile">{t('matchFinder.empty.action')}</LinkButton>}
        />
      </LoginRequired>
    </Page>
  );
}
