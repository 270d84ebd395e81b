import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import styled from 'styled-components';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { namespace } from '../../app/translations';
import { isLikeList, type LikeList } from './like-lists';
import { LikeGrid } from './LikeGrid';
import { LikesNav } from './LikesNav';
import { LoadState } from './LoadState';
import { useLikeList } from './useLikes';
import { pathTo } from 'shared-ui/kernel';

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Only mounted for a logged-in member; keyed by list, so switching lists starts a fresh load. */
function LikeListView({ list }: { list: LikeList }) {
  const { t } = useTranslation(namespace);
  const { state, retry } = useLikeList(list);
  return (
    <LoadState state={state} onRetry={retry}>
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState
            title={t(`likes.lists.${list}.empty`)}
            description={t(`likes.lists.${list}.emptyDescription`)}
            action={<LinkButton to={pathTo('members')}>{t('likes.empty.action')}</LinkButton>}
          />
        ) : (
          <>
            {/* The cards shown, not the raw ids: members the API leaves out are not counted. */}
            <Count role="status">{t(`likes.lists.${list}.count`, { count: entries.length })}</Count>
            <LikeGrid entries={entries} />
          </>
        )
      }
    </LoadState>
  );
}

/** One likes list (/likes/:type): who liked you, whom you liked, or your matches. New likes come first. */
export default function LikesListPage() {
  const { t } = useTranslation(namespace);
  const { type } = useParams();

  if (!isLikeList(type)) {
    return (
      <Page title={t('likes.title')}>
        <LikesNav />
        <EmptyState
          title={t('likes.unknownList.title')}
          description={t('likes.unknownList.description')}
          action={<LinkButton to={pathTo('likes')}>{t('likes.unknownList.action')}</LinkButton>}
        />
      </Page>
    );
  }

  return (
    <Page title={t(`likes.lists.${type}.title`)} lead={t(`likes.lists.${type}.lead`)}>
      <LoginRequired namespace={namespace} title={t('likes.auth.required')} hint={t('likes.auth.hint')}>
        <LikesNav />
        <LikeListView key={type} list={type} />
      </LoginRequired>
    </Page>
  );
}
