import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Card, EmptyState, LinkButton, Spinner, useToast } from 'shared-ui';
import {
  httpStatusOf,
  ORDER_EXPIRY_MIN,
  pathTo,
  PHOTO_LIMIT_PREMIUM,
  purchaseReturnPath,
  userAtom,
  type Order,
  type OrderStatus as Status,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { fetchOrder, paymentKeys } from './api';
import { useFormatMoney } from './format';
import { NextSteps } from './NextSteps';
import { useRefreshUser } from './refresh-user';

/** How often an open order is asked about while the provider settles it. */
export const ORDER_POLL_MS = 2_000;

const OPEN: readonly Status[] = ['created', 'pending'];
const isOpen = (order: Order | undefined) => order !== undefined && OPEN.includes(order.status);

const Live = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  p {
    margin: 0;
  }

  /* The live region stays in the page (so what enters it is announced) but takes no row while empty. */
  & > [role='status']:empty {
    position: absolute;
  }
`;

const Waiting = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;

  p:first-child {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Details = styled.div`
  justify-self: start;
  margin-left: -${({ theme }) => theme.space.xs}px;
`;

/** Said with the payment of the purchase that did it, in the same announcement: the member is now premium. */
function PremiumForLife() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <p>
        <strong>{t('order.premiumForLife.title')}</strong>
      </p>
      <p>{t('order.premiumForLife.text', { photos: PHOTO_LIMIT_PREMIUM })}</p>
    </>
  );
}

/**
 * The payer is back from the provider (/credits/<id>/<method>?order=<id>): loading, then 'Processing your
 * payment' while the order is open (asked again every 2 s), then complete (toast, the session user
 * refreshed: credits and premium; the purchase that made the member premium says so) or failed/cancelled with a retry that lets the member choose another method.
 */
export function OrderStatus({ orderId, packageId }: { orderId: number; packageId: number }) {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const money = useFormatMoney();
  const { toast } = useToast();
  const refreshUser = useRefreshUser();
  const order = useQuery({
    queryKey: paymentKeys.order(userId, orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    enabled: userId !== null,
    refetchInterval: (query) => (isOpen(query.state.data?.order) ? ORDER_POLL_MS : false),
    retry: (count, error) => httpStatusOf(error) !== 404 && count < 3,
  });

  const completed = order.data?.order.status === 'completed';
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!completed || announced.current === orderId) return;
    announced.current = orderId;
    toast({ tone: 'success', message: t('order.completeToast') });
    void refreshUser();
  }, [completed, orderId, refreshUser, t, toast]);

  if (order.isError && httpStatusOf(order.error) === 404) {
    return (
      <EmptyState
        title={t('order.notFound.title')}
        description={t('order.notFound.description')}
        action={<LinkButton to={pathTo('credits')}>{t('checkout.backToBundles')}</LinkButton>}
      />
    );
  }

  const data = order.data?.order;
  const becamePremium = order.data?.became_premium === true;
  // The chat the member left to buy credits, where their unsent message waits.
  const returnPath = purchaseReturnPath();
  const retryPath = pathTo('credits-id-paymentmethod', { id: data?.package_id ?? packageId });
  return (
    <Live>
      <div role="status" aria-live="polite">
        {!data && !order.isError && (
          <Waiting>
            <p>
              <Spinner size="sm" role="presentation" aria-hidden="true" />
              {t('order.loading')}
            </p>
          </Waiting>
        )}
        {data && isOpen(data) && (
          <Waiting>
            <p>
              <Spinner size="sm" role="presentation" aria-hidden="true" />
              {t('order.pending')}
            </p>
            <p>{t('order.pendingHint')}</p>
          </Waiting>
        )}
        {data?.status === 'completed' && (
          <Alert
            tone="success"
            role="note"
            title={t('order.complete')}
            action={
              <NextSteps>
                {returnPath ? (
                  <LinkButton to={returnPath}>{t('order.backToChat')}</LinkButton>
                ) : (
                  <LinkButton to={pathTo('chats')}>{t('order.toChats')}</LinkButton>
                )}
                <LinkButton to={pathTo('members')} variant="outline">
                  {t('order.toMembers')}
                </LinkButton>
              </NextSteps>
            }
          >
            <p>{t('order.completeText', { count: data.credits, amount: money(data.amount) })}</p>
            {becamePremium && <PremiumForLife />}
          </Alert>
        )}
      </div>
      {order.isError && !data && (
        <Alert tone="danger" action={<LinkButton to={retryPath}>{t('order.retry')}</LinkButton>}>
          {t('errors.generic')}
        </Alert>
      )}
      {(data?.status === 'failed' || data?.status === 'cancelled' || data?.status === 'expired') && (
        <Alert
          tone="danger"
          title={t(data.status === 'expired' ? 'order.expired' : 'paymentMessages.paymentFailed')}
          action={
            <NextSteps>
              <LinkButton to={retryPath}>{t('order.chooseOtherMethod')}</LinkButton>
              <LinkButton
                to={pathTo('credits-id-paymentmethod', {
                  id: data.package_id,
                  paymentmethod: data.payment_method,
                })}
                variant="outline"
              >
                {t('order.retrySameMethod', { method: t(`methods.${data.payment_method}`) })}
              </LinkButton>
            </NextSteps>
          }
        >
          {data.status === 'expired' && <p>{t('order.expiredText', { minutes: ORDER_EXPIRY_MIN })}</p>}
          <p>{t('order.failedText')}</p>
        </Alert>
      )}
      {data?.status === 'refunded' && <Alert tone="info">{t('order.refunded')}</Alert>}
      {data && (
        <Details>
          <LinkButton to={pathTo('transactions-id', { id: data.id })} variant="link">
            {t('order.details')}
          </LinkButton>
        </Details>
      )}
    </Live>
  );
}
