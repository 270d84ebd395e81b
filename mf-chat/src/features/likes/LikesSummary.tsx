import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { Badge, Card } from 'shared-ui';
import { namespace } from '../../app/translations';
import { LIKE_LISTS, type LikeCount, type LikeList } from './like-lists';
import { pathTo } from 'shared-ui/kernel';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  height: 100%;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Count = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The overview's number-of-likes display: one card per list with its count, each opening that list. */
export function LikesSummary({ counts }: { counts: Record<LikeList, LikeCount> }) {
  const { t } = useTranslation(namespace);
  return (
    <List>
      {LIKE_LISTS.map((list) => (
        <li key={list}>
          <Entry as={Link} to={pathTo('likes-type', { type: list })} interactive>
            <h2>{t(`likes.lists.${list}.title`)}</h2>
            <Count>
              {t(`likes.lists.${list}.count`, { count: counts[list].total })}
              {counts[list].new > 0 && (
                <Badge tone="primary">{t('likes.newCount', { count: counts[list].new })}</Badge>
              )}
            </Count>
            <p>{t(`likes.lists.${list}.lead`)}</p>
          </Entry>
        </li>
      ))}
    </List>
  );
}
