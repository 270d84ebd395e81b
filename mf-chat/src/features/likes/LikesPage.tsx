import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { newLikesAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { LikesNav } from './LikesNav';

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Likes overview: the number of new likes and the three lists. The likes themselves arrive with the feature. */
export default function LikesPage() {
  const { t } = useTranslation(namespace);
  const newLikes = useAtomValue(newLikesAtom);
  return (
    <Page title={t('likes.title')} lead={t('likes.lead')}>
      <LoginRequired namespace={namespace} title={t('likes.auth.required')} hint={t('likes.auth.hint')}>
        <Count role="status">{t('likes.newCount', { count: newLikes })}</Count>
        <LikesNav />
        <EmptyState
          title={t('likes.empty.title')}
          description={t('likes.empty.description')}
          action={<LinkButton to="/members">{t('likes.empty.action')}</LinkButton>}
        />
      </LoginRequired>
    </Page>
  );
}
