import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CheckboxField,
  EmptyState,
  LinkButton,
  LoginRequired,
  mediaBelow,
  Page,
  parseRouteId,
  Spinner,
} from 'shared-ui';
import { Link, useNavigate, useParams, useSearchParams } from 'shared-ui/router';
import { pathTo, userAtom, type CreateOrder, type PaymentMethod } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { createOrder, fetchPackages, paymentKeys } from './api';
import { CountrySelect } from './CountrySelect';
import { DiscountNotice } from './DiscountNotice';
import { useFormatMoney } from './format';
import { OrderStatus } from './OrderStatus';
import { PackagePrice, PackageRibbons } from './PackageList';
import { PaymentMethodBlock } from './PaymentMethodBlock';
import { usePackages } from './packages';
import { paymentCountryAtom } from './payment-country';
import { describePaymentError, type PaymentError } from './payment-errors';
import { DIRECT_DEBIT_METHOD, isCardMethod, isPaymentMethod, paymentMethodsFor } from './payment-methods';
import { redirectToProvider } from './redirect';
import { LoadFailed } from './LoadFailed';

const Summary = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`;

const PaySection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Terms = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The one primary action: full width under the thumb on a phone. */
const PayAction = styled.div`
  ${mediaBelow.sm} {
    & > button,
    & > a {
      width: 100%;
    }
  }
`;

function BackToBundles() {
  const { t } = useTranslation(namespace);
  return <LinkButton to={pathTo('credits')}>{t('checkout.backToBundles')}</LinkButton>;
}

/** The checkout of one package: payment country, method (in the URL), discount, terms and Pay. */
function Checkout({ packageId, urlMethod }: { packageId: number; urlMethod: string | undefined }) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const setCountry = useSetAtom(paymentCountryAtom);
  const [storeCard, setStoreCard] = useState(false);
  const [error, setError] = useState<PaymentError | null>(null);
  const [switching, setSwitching] = useState(false);
  const money = useFormatMoney();

  const chosen = isPaymentMethod(urlMethod) ? urlMethod : null;
  const { data, isPending, isError, error: loadError, refetch, discount, query } = usePackages(chosen);
  const pkg = data?.packages.find((candidate) => candidate.id === packageId);
  const methods = data?.payment_methods.length
    ? data.payment_methods
    : paymentMethodsFor(data?.country ?? query.country ?? '');
  const method = chosen && methods.includes(chosen) ? chosen : null;

  const order = useMutation({
    mutationFn: (body: CreateOrder) => createOrder(body),
    onSuccess: ({ redirect_url }) => redirectToProvider(redirect_url),
    onError: async (failure) => setError(await describePaymentError(failure, t)),
  });

  const methodPath = (id: number, next?: PaymentMethod) =>
    pathTo('credits-id-paymentmethod', { id, paymentmethod: next });

  const chooseMethod = (next: PaymentMethod) => {
    setError(null);
    void navigate(methodPath(packageId, next), { replace: true });
  };

  /** Another country prices another package: the same tier there, with the method if offered there. */
  const changeCountry = async (country: string) => {
    setError(null);
    setSwitching(true);
    const nextQuery = { ...query, country };
    delete nextQuery.payment_method;
    try {
      const next = await queryClient.fetchQuery({
        queryKey: paymentKeys.packages(userId, nextQuery),
        queryFn: ({ signal }) => fetchPackages(nextQuery, signal),
      });
      const same = next.packages.find((candidate) => candidate.tier === pkg?.tier) ?? next.packages[0];
      setCountry(country);
      if (same) {
        const keep = method && next.payment_methods.includes(method) ? method : undefined;
        void navigate(methodPath(same.id, keep), { replace: true });
      }
    } catch (failure) {
      setError(await describePaymentError(failure, t));
    } finally {
      setSwitching(false);
    }
  };

  if (isPending) return <Spinner aria-label={t('packages.loading')} />;
  if (!data) {
    return (
      <LoadFailed error={loadError} onRetry={refetch}>
        {isError ? t('packages.error') : t('errors.generic')}
      </LoadFailed>
    );
  }
  if (!pkg) {
    return (
      <EmptyState
        title={t('checkout.unknownBundle.title')}
        description={t('checkout.unknownBundle.description')}
        action={<BackToBundles />}
      />
    );
  }

  const pay = () => {
    if (!method) return;
    setError(null);
    const body: CreateOrder = {
      package: pkg.id,
      payment_method: method,
      country: data.country,
      accept_terms: true,
    };
    // The code is named only where the server priced the package with it; the server computes the amount.
    if (discount && pkg.discount_percentage !== null) body.discount_code = discount.code;
    if (isCardMethod(method)) body.store_card = storeCard;
    order.mutate(body);
  };

  const busy = order.isPending || order.isSuccess;
  return (
    <>
      <Summary as="section" aria-labelledby="checkout-package">
        <PackageRibbons pkg={pkg} />
        <h2 id="checkout-package">{t('packages.credits', { count: pkg.credits })}</h2>
        <Muted>{t(`packages.tiers.${pkg.tier}`)}</Muted>
        <PackagePrice pkg={pkg} />
        <Muted>{t('packages.oneTime')}</Muted>
      </Summary>
      {discount && pkg.discount_percentage !== null && <DiscountNotice discount={discount} />}
      <CountrySelect
        value={data.country}
        onChange={(country) => void changeCountry(country)}
        disabled={switching || busy}
      />
      <PaymentMethodBlock
        methods={methods}
        value={method}
        onChange={chooseMethod}
        disabled={switching || busy}
      />
      {chosen === null && urlMethod && (
        <Alert tone="warning">{t('checkout.unknownMethod', { method: urlMethod })}</Alert>
      )}
      {chosen !== null && method === null && (
        <Alert tone="warning">{t('paymentMessages.methodNotOffered')}</Alert>
      )}
      <PaySection aria-labelledby="checkout-pay">
        <h2 id="checkout-pay">{t('checkout.pay.title')}</h2>
        {!method && <Muted>{t('checkout.pay.chooseMethod')}</Muted>}
        {method === DIRECT_DEBIT_METHOD && (
          <>
            <Muted>{t('checkout.pay.directDebit')}</Muted>
            <PayAction>
              <LinkButton to={pathTo('directdebit', {}, { package: pkg.id })}>
                {t('checkout.pay.toDirectDebit')}
              </LinkButton>
            </PayAction>
          </>
        )}
        {method && method !== DIRECT_DEBIT_METHOD && (
          <>
            {isCardMethod(method) && (
              <CheckboxField
                label={t('checkout.pay.storeCard')}
                hint={t('checkout.pay.storeCardHint')}
                checked={storeCard}
                onChange={(event) => setStoreCard(event.target.checked)}
                disabled={busy}
              />
            )}
            <Terms>
              <Trans
                t={t}
                i18nKey="checkout.pay.terms"
                values={{ method: t(`methods.${method}`) }}
                components={{ terms: <Link to={pathTo('pages-terms')} /> }}
              />
            </Terms>
            {error && <Alert tone="danger">{error.message}</Alert>}
            <PayAction>
              <Button size="lg" onClick={pay} disabled={busy}>
                {busy
                  ? t('checkout.pay.redirecting')
                  : t('checkout.pay.button', { amount: money(pkg.price) })}
              </Button>
            </PayAction>
          </>
        )}
        {error && method === null && <Alert tone="danger">{error.message}</Alert>}
      </PaySection>
    </>
  );
}

/**
 * Purchase of one package (/credits/:id/:paymentmethod?). Back from the provider, ?order=<id> shows the
 * order's state instead.
 */
export default function CheckoutPage() {
  const { t } = useTranslation(namespace);
  const { id, paymentmethod } = useParams();
  const [search] = useSearchParams();
  const packageId = parseRouteId(id);
  const orderParam = search.get('order');
  const orderId = orderParam === null ? null : parseRouteId(orderParam);

  if (packageId === null) {
    return (
      <Page size="narrow" title={t('checkout.title')}>
        <EmptyState
          title={t('checkout.unknownBundle.title')}
          description={t('checkout.unknownBundle.description')}
          action={<BackToBundles />}
        />
      </Page>
    );
  }

  return (
    <Page
      size="narrow"
      title={orderParam === null ? t('checkout.title') : t('order.title')}
      lead={orderParam === null ? t('checkout.lead') : undefined}
    >
      <LoginRequired namespace={namespace}>
        {orderParam === null ? (
          <Checkout packageId={packageId} urlMethod={paymentmethod} />
        ) : orderId === null ? (
          <EmptyState
            title={t('order.notFound.title')}
            description={t('order.notFound.description')}
            action={<BackToBundles />}
          />
        ) : (
          <OrderStatus orderId={orderId} packageId={packageId} />
        )}
      </LoginRequired>
    </Page>
  );
}
