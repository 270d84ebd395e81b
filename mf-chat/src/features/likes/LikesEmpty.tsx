import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, LinkButton } from 'shared-ui';
import { hasRoute, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import type { LikeList } from './like-lists';
import { SuggestedFaces } from './SuggestedFaces';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/*
 * At least most of a screen tall, as the list's skeleton is: when an empty list replaces it, the footer
 * below does not rise into view (and sink again as the faces arrive).
 */
const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg}px;
  min-height: 70vh;
`;

/**
 * A list without anyone on it: what brings people here, a few faces to start from, and the ways to meet
 * them (the members search, and the match finder where the site has it).
 */
export function LikesEmpty({ list }: { list: LikeList }) {
  const { t } = useTranslation(namespace);
  return (
    <Body>
      <EmptyState
        title={t(`likes.lists.${list}.empty`)}
        description={t(`likes.lists.${list}.emptyDescription`)}
        action={
          <Actions>
            <LinkButton to={pathTo('members')}>{t('likes.empty.action')}</LinkButton>
            {hasRoute('match-finder') && (
              <LinkButton to={pathTo('match-finder')} variant="outline">
                {t('likes.empty.matchFinder')}
              </LinkButton>
            )}
          </Actions>
        }
      />
      <SuggestedFaces />
    </Body>
  );
}
