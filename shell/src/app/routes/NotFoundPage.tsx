import { Link } from 'shared-ui/router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Container } from 'shared-ui';

const Wrapper = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl}px;
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Unknown paths (the server answers them with HTTP 404 from the same route table). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Wrapper size="narrow" data-error-status={404}>
      <h1>{t('shell:notFound.title')}</h1>
      <p>{t('shell:notFound.text')}</p>
      <Button as={Link} to="/">
        {t('common:actions.home')}
      </Button>
    </Wrapper>
  );
}
