import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Actions, EmptyState, LinkButton, Page } from 'shared-ui';
import { settingsAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

/** Where the activation link ends on success. */
export default function ActivateDonePage() {
  const { t } = useTranslation(namespace);
  const settings = useAtomValue(settingsAtom);
  return (
    <Page title={t('activateDone.title')} lead={t('activateDone.lead')}>
      <EmptyState
        title={
          settings
            ? t('activateDone.empty.titleWithSite', { site: settings.name })
            : t('activateDone.empty.title')
        }
        description={t('activateDone.empty.description')}
        action={
          <Actions>
            <LinkButton to={pathTo('profile')}>{t('activateDone.empty.profile')}</LinkButton>
            <LinkButton to={pathTo('members')} variant="outline">
              {t('activateDone.empty.members')}
            </LinkButton>
          </Actions>
        }
      />
    </Page>
  );
}
