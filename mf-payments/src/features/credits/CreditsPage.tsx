import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton, LoginRequired, Page } from 'shared-ui';
import { pathTo, useCreditsCount } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PackageOffer } from '../checkout/PackageOffer';

const Balance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  strong {
    color: ${({ theme }) => theme.tones.primary.onSubtle};
  }
`;

/** Repeat order, transactions, pricing: quieter than the packages, aligned with the page's left edge. */
const More = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding-top: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Credit purchase page: the member's balance, the packages, and the ways to repeat or review purchases. */
export default function CreditsPage() {
  const { t } = useTranslation(namespace);
  const credits = useCreditsCount();
  return (
    <Page title={t('credits.title')} lead={t('credits.lead')}>
      <LoginRequired namespace={namespace}>
        <Balance aria-live="polite">
          {t('credits.balanceLabel')} <strong>{t('credits.balance', { count: credits })}</strong>
        </Balance>
        <PackageOffer title={t('credits.packages')} />
        <More aria-label={t('credits.more')}>
          <LinkButton to={pathTo('credits-repeat-order')} variant="outline">
            {t('credits.repeatOrder')}
          </LinkButton>
          <LinkButton to={pathTo('transactions-id')} variant="outline">
            {t('credits.transactions')}
          </LinkButton>
          <LinkButton to={pathTo('pricing')} variant="link">
            {t('credits.pricing')}
          </LinkButton>
        </More>
      </LoginRequired>
    </Page>
  );
}
