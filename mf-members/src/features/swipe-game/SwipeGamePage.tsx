import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { SWIPE_GAME_DAILY_LIKES } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

/** Swipe game: like or skip one member at a time, 4 likes per day (SPEC section 9). */
export default function SwipeGamePage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('swipeGame.title')} lead={t('swipeGame.lead', { count: SWIPE_GAME_DAILY_LIKES })}>
      <LoginRequired namespace={namespace}>
        <EmptyState
          title={t('swipeGame.empty.title')}
          description={t('swipeGame.empty.description')}
          action={<LinkButton to="/members">{t('swipeGame.empty.action')}</LinkButton>}
        />
      </LoginRequired>
    </Page>
  );
}
