import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, EmptyState, LinkButton, LoginRequired, Page, Spinner } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { ERROR_CODES, pathTo, userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { paymentKeys } from '../checkout/api';
import { useFormatMoney } from '../checkout/format';
import { LoadFailed } from '../checkout/LoadFailed';
import { NextSteps } from '../checkout/NextSteps';
import { fetchRepeatOrders } from './api';
import { ConfirmPasswordSheet } from './ConfirmPasswordSheet';
import { RemoveCardDialog } from './RemoveCardDialog';
import { useCardName } from './card-name';
import { StoredCardSection } from './StoredCardSection';
import { groupByCard } from './stored-cards';
import { useRemoveCard } from './use-remove-card';
import { useRepeatPurchase, type Outcome } from './use-repeat-purchase';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
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

/** Why a repeat order failed, and what the member can do next (retry, or PayPal for that package). */
function FailedNotice({
  outcome,
  busy,
  onRetry,
}: {
  outcome: Extract<Outcome, { kind: 'failed' }>;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(namespace);
  const { code } = outcome.error;
  const stillCharging = code === ERROR_CODES.idempotencyKeyInProgress;
  return (
    <Alert
      tone={stillCharging ? 'info' : 'danger'}
      title={outcome.error.message}
      action={
        <NextSteps>
          <Button onClick={onRetry} disabled={busy}>
            {t(stillCharging ? 'repeatOrder.checkAgain' : 'repeatOrder.retry')}
          </Button>
          {!stillCharging && (
            <LinkButton
              to={pathTo('credits-id-paymentmethod', {
                id: outcome.attempt.source.package_id,
                paymentmethod: 'paypal',
              })}
              variant="outline"
            >
              {t('repeatOrder.payPal')}
            </LinkButton>
          )}
        </NextSteps>
      }
    >
      {code === ERROR_CODES.recurringCardFailed && <p>{t('repeatOrder.failedHint')}</p>}
    </Alert>
  );
}

/**
 * Every stored card with the packages it can buy again in one click; the password when the API asks for it,
 * a declined card offers retry or PayPal, and a card can be removed.
 */
function RepeatOrders() {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const money = useFormatMoney();
  const cardName = useCardName();
  const purchase = useRepeatPurchase();
  const removal = useRemoveCard();
  const orders = useQuery({
    queryKey: paymentKeys.repeatOrders(userId),
    queryFn: ({ signal }) => fetchRepeatOrders(signal),
  });

  if (orders.isPending) return <Spinner aria-label={t('repeatOrder.loading')} />;
  if (orders.isError) {
    return (
      <LoadFailed error={orders.error} onRetry={orders.refetch}>
        {t('errors.generic')}
      </LoadFailed>
    );
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

  const { outcome } = purchase;
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
        {purchase.busy && <Spinner aria-label={t('repeatOrder.charging')} />}
        {outcome?.kind === 'done' && (
          <Alert tone="success" role="note" title={t('order.complete')}>
            <p>
              {t('order.completeText', { count: outcome.order.credits, amount: money(outcome.order.amount) })}
            </p>
          </Alert>
        )}
      </Live>
      {outcome?.kind === 'failed' && (
        <FailedNotice outcome={outcome} busy={purchase.busy} onRetry={() => purchase.retry(outcome)} />
      )}
      <Cards>
        {groupByCard(orders.data).map((group) => (
          <StoredCardSection
            key={cardName(group.card)}
            group={group}
            busy={purchase.busy}
            onBuy={purchase.buy}
            onRemove={removal.ask}
          />
        ))}
      </Cards>
      <ConfirmPasswordSheet
        source={purchase.confirming?.source ?? null}
        busy={purchase.busy}
        error={purchase.passwordError}
        onConfirm={purchase.confirm}
        onCancel={purchase.cancelConfirm}
      />
      <RemoveCardDialog
        cardName={removal.asking ? cardName(removal.asking.card) : null}
        busy={removal.busy}
        error={removal.error}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
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
