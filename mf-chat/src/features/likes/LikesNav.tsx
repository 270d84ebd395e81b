import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-ui/router';
import styled from 'styled-components';
import { useLikes, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { LIKE_LISTS, likeCounts, type LikeList } from './like-lists';

/* A segmented control: the three lists side by side, full width on a phone. */
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xxs}px;
  max-width: 560px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  list-style: none;
`;

const Tab = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

/* The list's number of likes; brand-filled while some of them are new. */
const Count = styled.span`
  min-width: 1.5em;
  padding: 0 0.4em;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;

  &[data-new] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  /* Its room is kept while the numbers load, so the tab's label does not slide aside when they arrive. */
  &:empty {
    visibility: hidden;
  }
`;

/**
 * The three likes lists as tabs, each with its number of likes (from the kernel's likes query, the same the
 * nav badge counts). The current one is marked for screen readers (aria-current); the overview, which shows
 * who likes the member, marks that list.
 */
export function LikesNav({ current }: { current?: LikeList }) {
  const { t } = useTranslation(namespace);
  const { pathname } = useLocation();
  const likes = useLikes();
  const counts = likes.data ? likeCounts(likes.data) : null;
  return (
    <nav aria-label={t('likes.navLabel')}>
      <List>
        {LIKE_LISTS.map((list) => {
          const path = pathTo('likes-type', { type: list });
          return (
            <li key={list}>
              <Tab to={path} aria-current={list === current || pathname === path ? 'page' : undefined}>
                {t(`likes.lists.${list}.tab`)}
                {counts ? (
                  <Count data-new={counts[list].new > 0 ? '' : undefined}>{counts[list].total}</Count>
                ) : (
                  <Count aria-hidden="true" />
                )}
              </Tab>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
