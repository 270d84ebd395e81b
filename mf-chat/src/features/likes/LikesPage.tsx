import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { useNewLikesCount, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { likeCounts } from './like-lists';
import { LikesNav } from './LikesNav';
import { LikesSummary } from './LikesSummary';
import { LoadState } from './LoadState';
import { useLikesOverview } from './useLikes';

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Only mounted for a logged-in member (inside LoginRequired): a visitor's page makes no calls. */
function LikesOverview() {
  const { t } = useTranslation(namespace);
  // The same count as the nav badge: the cached one shows at once, the page's own load updates both.
  const newLikes = useNewLikesCount();
  const { state, retry } = useLikesOverview();
  return (
    <>
      <Count role="status">{t('likes.newCount', { count: newLikes })}</Count>
      <LikesNav />
      <LoadState state={state} onRetry={retry}>
        {(likes) => {
          const counts = likeCounts(likes);
          if (counts.received.total + counts.sent.total === 0) {
            return (
              <EmptyState
                title={t('likes.empty.title')}
                description={t('likes.empty.description')}
                action={<LinkButton to={pathTo('members')}>{t('likes.empty.action')}</LinkButton>}
              />
            );
          }
          return <LikesSummary counts={counts} />;
        }}
      </LoadState>
    </>
  );
}

/** Likes overview (/likes): the number of new likes, and each list with its number of likes. */
export default function LikesPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('likes.title')} lead={t('likes.lead')}>
      <LoginRequired namespace={namespace} title={t('likes.auth.required')} hint={t('likes.auth.hint')}>
        <LikesOverview />
      </LoginRequired>
    </Page>
  );
}
