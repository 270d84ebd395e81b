import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  EmptyState,
  LinkButton,
  LoginRequired,
  media,
  mediaBelow,
  Page,
  Spinner,
  useToast,
  VisuallyHidden,
} from 'shared-ui';
import { Link } from 'shared-ui/router';
import { ERROR_CODES, pathTo, userAtom, type Order, type RepeatableOrder } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { paymentKeys } from '../checkout/api';
import { cardBrandName } from '../checkout/card-brand';
import { useFormatDate, useFormatMoney } from '../checkout/format';
import { NextSteps } from '../checkout/NextSteps';
import { describePaymentError, type PaymentError } from '../checkout/payment-errors';
import { useRefreshUser } from '../checkout/refresh-user';
import { fetchRepeatOrders, repeatOrder } from './api';
import { LoadFailed } from '../checkout/LoadFailed';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.md}px`};
    margin: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }

  ${mediaBelow.sm} {
    button {
      width: 100%;
    }
  }
`;

/** The outcome's live region: always in the page, but no row of its own while it is empty. */
const Live = styled.div`
  &:empty {
    position: absolute;
  }
`;

const Terms = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Outcome = { kind: 'done'; order: Order } | { kind: 'failed'; source: Order; error: PaymentError };

/** One earlier order, and 'Buy again' with its stored card. */
function RepeatItem({
  order,
  busy,
  onBuy,
}: {
  order: RepeatableOrder;
  busy: boolean;
  onBuy: (order: Order) => void;
}) {
  const { t } = useTranslation(namespace);
  const money = useFormatMoney();
  const date = useFormatDate();
  const headingId = `repeat-${order.id}`;
  return (
    <Item aria-labelledby={headingId}>
      <h2 id={headingId}>{t('packages.credits', { count: order.credits })}</h2>
      <dl>
        <dt>{t('orders.bundle')}</dt>
        <dd>{t(`packages.tiers.${order.tier}`)}</dd>
        <dt>{t('repeatOrder.price')}</dt>
        <dd>{money(order.price)}</dd>
        {order.card && (
          <>
            <dt>{t('orders.card')}</dt>
            <dd>
              {t('orders.cardText', { brand: cardBrandName(t, order.card.brand), last4: order.card.last4 })}
            </dd>
          </>
        )}
        <dt>{t('orders.date')}</dt>
        <dd>{date(order.created_at)}</dd>
      </dl>
      <div>
        <Button onClick={() => onBuy(order)} disabled={busy}>
          {t('repeatOrder.buyAgain')}
          <VisuallyHidden> {t('packages.credits', { count: order.credits })}</VisuallyHidden>
        </Button>
      </div>
    </Item>
  );
}

/** Repeat an earlier card order in one click (its stored card); a declined card offers retry or PayPal. */
function RepeatOrders() {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refreshUser = useRefreshUser();
  const money = useFormatMoney();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const orders = useQuery({
    queryKey: paymentKeys.repeatOrders(userId),
    queryFn: ({ signal }) => fetchRepeatOrders(signal),
  });

  const buy = useMutation({
    mutationFn: (source: Order) => repeatOrder(source.id),
    onMutate: () => setOutcome(null),
    onSuccess: async ({ order }, source) => {
      if (order.status === 'completed') {
        setOutcome({ kind: 'done', order });
        toast({ tone: 'success', message: t('order.completeToast') });
        await refreshUser();
        void queryClient.invalidateQueries({ queryKey: paymentKeys.allOrders(userId) });
      } else {
        setOutcome({
          kind: 'failed',
          source,
          error: { code: ERROR_CODES.recurringCardFailed, message: t('paymentMessages.recurringCardFailed') },
        });
      }
    },
    onError: async (failure, source) => {
      setOutcome({ kind: 'failed', source, error: await describePaymentError(failure, t) });
    },
  });

  if (orders.isPending) return <Spinner aria-label={t('repeatOrder.loading')} />;
  if (orders.isError) {
    return <LoadFailed onRetry={orders.refetch}>{t('errors.generic')}</LoadFailed>;
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        title={t('repeatOrder.empty.title')}
        description={t('repeatOrder.empty.description')}
        action={<LinkButton to={pathTo('credits')}>{t('repeatOrder.empty.action')}</LinkButton>}
      />
    );
  }

  return (
    <>
      <Terms>
        <Trans
          t={t}
          i18nKey="repeatOrder.terms"
          components={{ terms: <Link to={pathTo('pages-terms')} /> }}
        />
      </Terms>
      <Live aria-live="polite">
        {buy.isPending && <Spinner aria-label={t('repeatOrder.charging')} />}
        {outcome?.kind === 'done' && (
          <Alert tone="success" role="note" title={t('order.complete')}>
            <p>
              {t('order.completeText', { count: outcome.order.credits, amount: money(outcome.order.amount) })}
            </p>
          </Alert>
        )}
      </Live>
      {outcome?.kind === 'failed' && (
        <Alert
          tone="danger"
          title={outcome.error.message}
          action={
            <NextSteps>
              <Button onClick={() => buy.mutate(outcome.source)} disabled={buy.isPending}>
                {t('repeatOrder.retry')}
              </Button>
              <LinkButton
                to={pathTo('credits-id-paymentmethod', {
                  id: outcome.source.package_id,
                  paymentmethod: 'paypal',
                })}
                variant="outline"
              >
                {t('repeatOrder.payPal')}
              </LinkButton>
            </NextSteps>
          }
        >
          {outcome.error.code === ERROR_CODES.recurringCardFailed && <p>{t('repeatOrder.failedHint')}</p>}
        </Alert>
      )}
      <List>
        {orders.data.map((order) => (
          <RepeatItem
            key={order.id}
            order={order}
            busy={buy.isPending}
            onBuy={(source) => buy.mutate(source)}
          />
        ))}
      </List>
    </>
  );
}

export default function RepeatOrderPage() {
  const { t } = useTranslation(namespace);
  return (
    <Page title={t('repeatOrder.title')} lead={t('repeatOrder.lead')}>
      <LoginRequired namespace={namespace}>
        <RepeatOrders />
      </LoginRequired>
    </Page>
  );
}
