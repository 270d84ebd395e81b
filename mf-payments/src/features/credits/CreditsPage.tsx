import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Actions, EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { useCreditsCount, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Balance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Credit purchase page: the member's balance and the bundles. Bundles arrive with payments. */
export default function CreditsPage() {
  const { t } = useTranslation(namespace);
  const credits = useCreditsCount();
  return (
    <Page title={t('credits.title')} lead={t('credits.lead')}>
      <LoginRequired namespace={namespace}>
        <Balance>
          {t('credits.balanceLabel')} <strong>{t('credits.balance', { count: credits })}</strong>
        </Balance>
        <EmptyState
          title={t('credits.empty.title')}
          description={t('credits.empty.description')}
          action={
            <Actions>
              <LinkButton to={pathTo('pricing')}>{t('credits.empty.pricing')}</LinkButton>
              <LinkButton to={pathTo('transactions-id')} variant="outline">
                {t('credits.empty.transactions')}
              </LinkButton>
            </Actions>
          }
        />
      </LoginRequired>
    </Page>
  );
}
