import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSearchParams } from 'shared-ui/router';
import {
  Actions,
  Alert,
  Button,
  Card,
  EmptyState,
  LinkButton,
  loadFailureText,
  LoginRequired,
  media,
  Page,
  parseRouteId,
  Spinner,
  useToast,
  VisuallyHidden,
} from 'shared-ui';
import {
  hasRoute,
  pathTo,
  userAtom,
  type CreditPackage,
  type DirectDebitRequest,
  type DirectDebitRequestResponse,
  type Order,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useFormatMoney } from '../checkout/format';
import { usePackages } from '../checkout/packages';
import { useRefreshUser } from '../checkout/refresh-user';
import { CodeStep } from './CodeStep';
import { DirectDebitForm, EMPTY_FORM, type FormValues } from './DirectDebitForm';
import type { DirectDebitError } from './errors';
import { keepTogether } from './iban';

/* Phone first: the order above the form; from 992 px the form beside a sticky order summary. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg}px;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

const Summary = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;

  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space.md}px;
    grid-column: 2;
    grid-row: 1;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  p {
    margin: 0;
  }
`;

const Credits = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  del {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Step = styled.div`
  min-width: 0;

  ${media.lg} {
    grid-column: 1;
    grid-row: 1;
  }
`;

const Done = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 40rem;

  h2 {
    margin: 0;
    outline: none;
  }

  p {
    margin: 0;
  }
`;

/* The result's and the refusal's actions start where their text starts (the shared Actions centre). */
const StartActions = styled(Actions)`
  justify-content: flex-start;
`;

function OrderSummary({
  pkg,
  money,
}: {
  pkg: CreditPackage;
  money: (value: CreditPackage['price']) => string;
}) {
  const { t } = useTranslation(namespace);
  const discounted = pkg.price.amount < pkg.normal_price.amount;
  return (
    <Summary as="section" padding="md" aria-labelledby="direct-debit-order">
      <h2 id="direct-debit-order">{t('directDebit.summary.title')}</h2>
      <Credits>{t('directDebit.summary.credits', { count: pkg.credits })}</Credits>
      <Price>
        {discounted && (
          <del>
            <VisuallyHidden>{t('directDebit.summary.normalPrice')} </VisuallyHidden>
            {money(pkg.normal_price)}
          </del>
        )}
        <strong>
          {discounted && <VisuallyHidden>{t('directDebit.summary.nowPrice')} </VisuallyHidden>}
          {money(pkg.price)}
        </strong>
      </Price>
      {pkg.discount_percentage !== null && pkg.discount_percentage > 0 && (
        <Small>{t('directDebit.summary.discount', { percent: pkg.discount_percentage })}</Small>
      )}
      <Small>{t('directDebit.summary.oneTime')}</Small>
    </Summary>
  );
}

function Completed({ order }: { order: Order }) {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Done as="section" padding="lg" aria-labelledby="direct-debit-done">
      <h2 id="direct-debit-done" ref={headingRef} tabIndex={-1}>
        {t('directDebit.done.title')}
      </h2>
      <p>{t('directDebit.done.credits', { count: order.credits })}</p>
      {user && <p>{t('directDebit.done.balance', { count: user.credits })}</p>}
      {user?.paid_user && <p>{t('directDebit.done.premium')}</p>}
      {order.iban_masked && (
        <Small>{t('directDebit.done.collected', { iban: keepTogether(order.iban_masked) })}</Small>
      )}
      <StartActions>
        {hasRoute('members') && (
          <LinkButton to={pathTo('members')}>{t('directDebit.done.toMembers')}</LinkButton>
        )}
        {hasRoute('transactions-id') && (
          <LinkButton variant="outline" to={pathTo('transactions-id', { id: order.id })}>
            {t('directDebit.done.toTransaction')}
          </LinkButton>
        )}
      </StartActions>
    </Done>
  );
}

type Stage =
  | { step: 'form' }
  | { step: 'code'; requested: DirectDebitRequestResponse; body: DirectDebitRequest }
  | { step: 'done'; order: Order };

/** The purchase of one package by direct debit: form, SMS code, result. */
function DirectDebitPurchase({ packageId }: { packageId: number }) {
  const { t } = useTranslation(namespace);
  const money = useFormatMoney();
  const { toast } = useToast();
  const refreshUser = useRefreshUser();
  const { data, isPending, isError, error: loadError, refetch, discount } = usePackages('sdd');
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  // The package as it was when the code was asked for: a refetch does not change what is being paid.
  const [ordered, setOrdered] = useState<CreditPackage | null>(null);

  if (stage.step === 'done') return <Completed order={stage.order} />;

  if (isPending && !data) return <Spinner aria-label={t('directDebit.loading')} />;
  if (isError && !data) {
    return (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('directDebit.retry')}
          </Button>
        }
      >
        {loadFailureText(loadError, t('directDebit.loadError'))}
      </Alert>
    );
  }
  const pkg = ordered ?? data?.packages.find((candidate) => candidate.id === packageId);
  if (!data || !pkg) {
    return (
      <EmptyState
        title={t('directDebit.unknownPackage.title')}
        description={t('directDebit.unknownPackage.description')}
        action={<LinkButton to={pathTo('credits')}>{t('directDebit.empty.action')}</LinkButton>}
      />
    );
  }
  if (!data.payment_methods.includes('sdd')) {
    return (
      <Alert
        tone="warning"
        action={
          <LinkButton to={pathTo('credits-id-paymentmethod', { id: pkg.id })}>
            {t('directDebit.otherMethod')}
          </LinkButton>
        }
      >
        {t('directDebit.notOffered')}
      </Alert>
    );
  }

  const amount = money(pkg.price);
  const otherWays = (failure: DirectDebitError): ReactNode => (
    <Alert
      tone="danger"
      title={failure.message}
      action={
        <StartActions>
          <LinkButton to={pathTo('credits-id-paymentmethod', { id: pkg.id })}>
            {t('directDebit.otherMethod')}
          </LinkButton>
          {failure.code === 'direct_debit_limit' && (
            <LinkButton variant="outline" to={pathTo('credits')}>
              {t('directDebit.otherPackage')}
            </LinkButton>
          )}
        </StartActions>
      }
    />
  );

  return (
    <Layout>
      <OrderSummary pkg={pkg} money={money} />
      <Step>
        {stage.step === 'form' ? (
          <DirectDebitForm
            packageId={pkg.id}
            country={data.country}
            discountCode={discount && pkg.discount_percentage !== null ? discount.code : undefined}
            amount={amount}
            values={values}
            onChange={setValues}
            onRequested={(requested, body) => {
              setOrdered(pkg);
              setStage({ step: 'code', requested, body });
            }}
            renderRefusal={otherWays}
          />
        ) : (
          <CodeStep
            requested={stage.requested}
            body={stage.body}
            onNewCode={(requested) => setStage({ ...stage, requested })}
            onConfirmed={(order) => {
              setStage({ step: 'done', order });
              toast({ tone: 'success', message: t('directDebit.done.toast') });
              void refreshUser();
            }}
            onEdit={() => {
              setOrdered(null);
              setStage({ step: 'form' });
            }}
          />
        )}
      </Step>
    </Layout>
  );
}

/**
 * SEPA direct debit (/directdebit?package=<id>, from the checkout's 'sdd' method): the package in the
 * payment country, the form with the payment terms and the SEPA mandate, the SMS code, the result.
 */
export default function DirectDebitPage() {
  const { t } = useTranslation(namespace);
  const [params] = useSearchParams();
  const packageId = parseRouteId(params.get('package') ?? undefined);
  return (
    <Page title={t('directDebit.title')} lead={t('directDebit.lead')}>
      <LoginRequired namespace={namespace}>
        {packageId === null ? (
          <EmptyState
            title={t('directDebit.empty.title')}
            description={t('directDebit.empty.description')}
            action={<LinkButton to={pathTo('credits')}>{t('directDebit.empty.action')}</LinkButton>}
          />
        ) : (
          <DirectDebitPurchase packageId={packageId} />
        )}
      </LoginRequired>
    </Page>
  );
}
