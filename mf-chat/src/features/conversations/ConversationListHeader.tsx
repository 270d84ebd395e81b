import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import styled from 'styled-components';
import { pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { BackIcon } from '../../components/icons';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px ${theme.space.sm + 4}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  justify-self: start;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/**
 * Above the conversation list: the way back to the rest of the site (the chat layout has no top
 * navigation) and the list's heading, an h1 where the list is the page.
 */
export function ConversationListHeader({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation(namespace);
  return (
    <Header>
      <Back to={pathTo('members')}>
        <BackIcon />
        {t('conversations.backToMembers')}
      </Back>
      <Title as={`h${headingLevel}`}>{t('conversations.title')}</Title>
    </Header>
  );
}
