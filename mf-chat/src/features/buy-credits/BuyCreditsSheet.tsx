import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-ui/router';
import styled from 'styled-components';
import { Alert, Badge, Button, Modal, Spinner, loadFailureText } from 'shared-ui';
import { pathTo, queryKeys, rememberPurchaseReturn, userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { CoinIcon } from '../../components/icons';
import { fetchPackages } from './api';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PackageLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  & > :last-child {
    margin-left: auto;
  }
`;

const AllOptions = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface BuyCreditsSheetProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Buying credits without losing the chat: the site's packages, each leading to its checkout, and the chat
 * remembered as the way back once paid (the composer keeps the unsent text meanwhile). Prices are shown by the
 * checkout, which applies the member's discount: one place computes what a member pays.
 */
export function BuyCreditsSheet({ open, onClose }: BuyCreditsSheetProps) {
  const { t } = useTranslation(namespace);
  const { pathname, search } = useLocation();
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const packages = useQuery({
    queryKey: [...queryKeys.account(userId), 'chat-credit-packages'],
    queryFn: ({ signal }) => fetchPackages(signal),
    enabled: open,
  });
  const leaveToBuy = () => rememberPurchaseReturn(pathname + search);

  return (
    <Modal open={open} onClose={onClose} size="sm" title={t('creditSheet.title')}>
      <Lead>{t('creditSheet.lead')}</Lead>
      {packages.isPending && <Spinner aria-label={t('creditSheet.loading')} />}
      {packages.isError && (
        <Alert
          tone="danger"
          action={
            <Button type="button" variant="outline" size="sm" onClick={() => void packages.refetch()}>
              {t('chat.retry')}
            </Button>
          }
        >
          {loadFailureText(packages.error, t('creditSheet.failed'))}
        </Alert>
      )}
      {packages.data && (
        <List>
          {packages.data.packages.map((offer) => (
            <li key={offer.id}>
              <PackageLink to={pathTo('credits-id-paymentmethod', { id: offer.id })} onClick={leaveToBuy}>
                <CoinIcon />
                {t('creditSheet.credits', { count: offer.credits })}
                {offer.popular && <Badge tone="primary">{t('creditSheet.popular')}</Badge>}
              </PackageLink>
            </li>
          ))}
        </List>
      )}
      <AllOptions to={pathTo('credits')} onClick={leaveToBuy}>
        {t('creditSheet.allOptions')}
      </AllOptions>
    </Modal>
  );
}
