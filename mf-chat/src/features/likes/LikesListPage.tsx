import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { isLikeList } from './like-lists';
import { LikeListView } from './LikeListView';
import { LikesNav } from './LikesNav';

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
