import { useTranslation } from 'react-i18next';
import { NavLink } from 'shared-ui/router';
import styled from 'styled-components';
import { namespace } from '../../app/translations';
import { LIKE_LISTS } from './like-lists';
import { pathTo } from 'shared-ui/kernel';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** Links to the three likes lists; the current one is marked for screen readers (aria-current). */
export function LikesNav() {
  const { t } = useTranslation(namespace);
  return (
    <nav aria-label={t('likes.navLabel')}>
      <List>
        {LIKE_LISTS.map((list) => (
          <li key={list}>
            <Tab to={pathTo('likes-type', { type: list })}>{t(`likes.lists.${list}.tab`)}</Tab>
          </li>
        ))}
      </List>
    </nav>
  );
}
