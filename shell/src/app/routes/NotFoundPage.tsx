import { Link } from 'shared-ui/router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Container } from 'shared-ui';
import { hasRoute, pathTo, userAtom } from 'shared-ui/kernel';

const Wrapper = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl}px;
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * Unknown paths (the server answers them with HTTP 404 from the same route table): what happened, what to
 * check, and where to go on: the home page, and the member search for a logged-in member.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const search = user && hasRoute('members') ? pathTo('members') : null;
  return (
    <Wrapper size="narrow" data-error-status={404}>
      <h1>{t('shell:notFound.title')}</h1>
      <p>{t('shell:notFound.text')}</p>
      <Actions>
        <Button as={Link} to="/">
          {t('common:actions.home')}
        </Button>
        {search && (
          <Button as={Link} to={search} variant="secondary">
            {t('shell:notFound.searchMembers')}
          </Button>
        )}
      </Actions>
    </Wrapper>
  );
}
