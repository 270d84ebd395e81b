import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  EmptyState,
  LinkButton,
  LoginRequired,
  media,
  mediaBelow,
  Page,
  parseRouteId,
  Spinner,
} from 'shared-ui';
import { Link, useParams, useSearchParams } from 'shared-ui/router';
import { httpStatusOf, pathTo, userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { fetchOrder, paymentKeys } from '../checkout/api';
import { cardBrandName } from '../checkout/card-brand';
import { useFormatDate, useFormatMoney } from '../checkout/format';
import { fetchOrders } from './api';
import { OrderStatusBadge } from './OrderStatusBadge';
import { LoadFailed } from '../checkout/LoadFailed';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  caption {
    padding-bottom: ${({ theme }) => theme.space.sm}px;
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  /* Phones: each order is a block of label and value lines. */
  ${mediaBelow.md} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }

    tr {
      display: block;
      padding: ${({ theme }) => theme.space.sm}px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    td,
    td.number {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.md}px;
      padding: ${({ theme }) => theme.space.xxs}px 0;
      border: 0;
      text-align: right;
    }

    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }

    /* The order's link is the way into its details: a full-size tap target. */
    td a {
      display: inline-flex;
      align-items: center;
      min-height: ${({ theme }) => theme.touchTarget};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }

    td:has(a) {
      align-items: center;
    }
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;

  p {
    margin: 0;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.lg}px`};
  max-width: 40rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }

  del {
    margin-right: ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.sm} {
    grid-template-columns: auto 1fr;
    row-gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};

    dd {
      margin: 0;
    }
  }
`;

/** The page number from ?page= (1 when absent or not a page number). */
function usePageNumber(): number {
  const [search] = useSearchParams();
  return parseRouteId(search.get('page') ?? undefined) ?? 1;
}

function TransactionList() {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const page = usePageNumber();
  const money = useFormatMoney();
  const date = useFormatDate();
  const orders = useQuery({
    queryKey: paymentKeys.orders(userId, page),
    queryFn: ({ signal }) => fetchOrders(page, signal),
    placeholderData: keepPreviousData,
  });

  if (orders.isPending) return <Spinner aria-label={t('transactions.loading')} />;
  if (orders.isError) {
    return (
      <LoadFailed error={orders.error} onRetry={orders.refetch}>
        {t('errors.generic')}
      </LoadFailed>
    );
  }
  const { total, page_size: pageSize } = orders.data;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (total === 0 || (orders.data.orders.length === 0 && page === 1)) {
    return (
      <EmptyState
        title={t('transactions.empty.title')}
        description={t('transactions.empty.description')}
        action={<LinkButton to={pathTo('credits')}>{t('transactions.empty.action')}</LinkButton>}
      />
    );
  }
  const pagePath = (n: number) => pathTo('transactions-id', {}, n > 1 ? { page: n } : {});
  return (
    <>
      <Table>
        <caption>{t('transactions.caption', { page, pages })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.id')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.bundle')}</th>
            <th scope="col" className="number">
              {t('orders.credits')}
            </th>
            <th scope="col" className="number">
              {t('orders.amount')}
            </th>
            <th scope="col">{t('orders.method')}</th>
            <th scope="col">{t('orders.status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.orders.map((order) => (
            <tr key={order.id}>
              <td data-label={t('orders.id')}>
                <Link to={pathTo('transactions-id', { id: order.id })}>
                  {t('orders.number', { id: order.id })}
                </Link>
              </td>
              <td data-label={t('orders.date')}>{date(order.created_at)}</td>
              <td data-label={t('orders.bundle')}>{t(`packages.tiers.${order.tier}`)}</td>
              <td data-label={t('orders.credits')} className="number">
                {order.credits}
              </td>
              <td data-label={t('orders.amount')} className="number">
                {money(order.amount)}
              </td>
              <td data-label={t('orders.method')}>{t(`methods.${order.payment_method}`)}</td>
              <td data-label={t('orders.status')}>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {pages > 1 && (
        <Pager aria-label={t('transactions.pages')}>
          {page > 1 ? (
            <LinkButton to={pagePath(page - 1)} variant="outline">
              {t('transactions.previous')}
            </LinkButton>
          ) : (
            <span />
          )}
          <p aria-current="page">{t('transactions.pageOf', { page, pages })}</p>
          {page < pages ? (
            <LinkButton to={pagePath(page + 1)} variant="outline">
              {t('transactions.next')}
            </LinkButton>
          ) : (
            <span />
          )}
        </Pager>
      )}
    </>
  );
}

function AllTransactions() {
  const { t } = useTranslation(namespace);
  return (
    <div>
      <LinkButton to={pathTo('transactions-id')} variant="outline">
        {t('transaction.all')}
      </LinkButton>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation(namespace);
  return (
    <EmptyState
      title={t('transaction.notFound.title')}
      description={t('transaction.notFound.description')}
      action={<LinkButton to={pathTo('transactions-id')}>{t('transaction.all')}</LinkButton>}
    />
  );
}

function TransactionDetail({ id }: { id: number }) {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const money = useFormatMoney();
  const date = useFormatDate();
  const order = useQuery({
    queryKey: paymentKeys.order(userId, id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    select: (detail) => detail.order,
    retry: (count, error) => httpStatusOf(error) !== 404 && count < 3,
  });
  if (order.isPending) return <Spinner aria-label={t('transactions.loading')} />;
  if (order.isError) {
    if (httpStatusOf(order.error) === 404) return <NotFound />;
    return (
      <LoadFailed error={order.error} onRetry={order.refetch}>
        {t('errors.generic')}
      </LoadFailed>
    );
  }
  const data = order.data;
  const discounted = data.amount.amount < data.normal_amount.amount;
  return (
    <>
      <Details>
        <dt>{t('orders.status')}</dt>
        <dd>
          <OrderStatusBadge status={data.status} />
        </dd>
        <dt>{t('orders.date')}</dt>
        <dd>{date(data.created_at)}</dd>
        {data.finished_at && (
          <>
            <dt>{t('orders.finished')}</dt>
            <dd>{date(data.finished_at)}</dd>
          </>
        )}
        <dt>{t('orders.bundle')}</dt>
        <dd>{t(`packages.tiers.${data.tier}`)}</dd>
        <dt>{t('orders.credits')}</dt>
        <dd>{data.credits}</dd>
        <dt>{t('orders.amount')}</dt>
        <dd>
          {discounted && <del aria-label={t('packages.normalPrice')}>{money(data.normal_amount)}</del>}
          {money(data.amount)}
        </dd>
        {data.discount_code && (
          <>
            <dt>{t('orders.discountCode')}</dt>
            <dd>{data.discount_code}</dd>
          </>
        )}
        <dt>{t('orders.method')}</dt>
        <dd>{t(`methods.${data.payment_method}`)}</dd>
        {data.card && (
          <>
            <dt>{t('orders.card')}</dt>
            <dd>
              {t('orders.cardText', { brand: cardBrandName(t, data.card.brand), last4: data.card.last4 })}
            </dd>
          </>
        )}
        {data.iban_masked && (
          <>
            <dt>{t('orders.iban')}</dt>
            <dd>{data.iban_masked}</dd>
          </>
        )}
        {data.repeat_of !== null && (
          <>
            <dt>{t('orders.repeatOf')}</dt>
            <dd>
              <Link to={pathTo('transactions-id', { id: data.repeat_of })}>
                {t('orders.number', { id: data.repeat_of })}
              </Link>
            </dd>
          </>
        )}
      </Details>
      <AllTransactions />
    </>
  );
}

/** /transactions lists the member's orders (paged by ?page=); /transactions/:id shows one of them. */
export default function TransactionsPage() {
  const { t } = useTranslation(namespace);
  const { id } = useParams();

  if (id === undefined) {
    return (
      <Page title={t('transactions.title')} lead={t('transactions.lead')}>
        <LoginRequired namespace={namespace}>
          <TransactionList />
        </LoginRequired>
      </Page>
    );
  }

  const orderId = parseRouteId(id);
  if (orderId === null) {
    return (
      <Page title={t('transactions.title')}>
        <NotFound />
      </Page>
    );
  }

  return (
    <Page title={t('transaction.title', { id: orderId })} lead={t('transaction.lead')}>
      <LoginRequired namespace={namespace}>
        <TransactionDetail id={orderId} />
      </LoginRequired>
    </Page>
  );
}
