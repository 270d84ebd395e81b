import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoginRequired, Page } from 'shared-ui';
import { useNewLikesCount } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { LikeListView } from './LikeListView';
import { LikesNav } from './LikesNav';

const NewCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Only mounted for a logged-in member (inside LoginRequired): a visitor's page makes no calls. */
function LikesOverview() {
  const { t } = useTranslation(namespace);
  // The same count as the nav badge: the cached one shows at once, the page's own load updates both.
  const newLikes = useNewLikesCount();
  return (
    <>
      <NewCount role="status">{t('likes.newCount', { count: newLikes })}</NewCount>
      <LikesNav current="received" />
      <LikeListView list="received" />
    </>
  );
}

/**
 * Likes overview (/likes): the number of new likes, the three lists with their numbers of likes, and who
 * likes the member as faces, new likes first.
 */
export default function LikesPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('likes.title')}>
      <LoginRequired namespace={namespace} title={t('likes.auth.required')} hint={t('likes.auth.hint')}>
        <LikesOverview />
      </LoginRequired>
    </Page>
  );
}
