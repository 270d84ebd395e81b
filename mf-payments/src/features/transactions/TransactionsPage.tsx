import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { EmptyState, LinkButton, LoginRequired, Page } from 'shared-ui';
import { namespace } from '../../app/translations';
import { parseTransactionId } from './transaction-id';
import { pathTo } from 'shared-ui/kernel';

/** /transactions lists the member's purchases; /transactions/:id shows one. Both fill in with payments. */
export default function TransactionsPage() {
  const { t } = useTranslation(namespace);
  const { id } = useParams();

  if (id === undefined) {
    return (
      <Page title={t('transactions.title')} lead={t('transactions.lead')}>
        <LoginRequired namespace={namespace}>
          <EmptyState
            title={t('transactions.empty.title')}
            description={t('transactions.empty.description')}
            action={<LinkButton to={pathTo('credits')}>{t('transactions.empty.action')}</LinkButton>}
          />
        </LoginRequired>
      </Page>
    );
  }

  const transactionId = parseTransactionId(id);
  if (transactionId === null) {
    return (
      <Page title={t('transactions.title')}>
        <EmptyState
          title={t('transaction.notFound.title')}
          description={t('transaction.notFound.description')}
          action={<LinkButton to={pathTo('transactions-id')}>{t('transaction.all')}</LinkButton>}
        />
      </Page>
    );
  }

  return (
    <Page title={t('transaction.title', { id: transactionId })} lead={t('transaction.lead')}>
      <LoginRequired namespace={namespace}>
        <EmptyState
          title={t('transaction.empty.title')}
          description={t('transaction.empty.description', { id: transactionId })}
          action={<LinkButton to={pathTo('transactions-id')}>{t('transaction.all')}</LinkButton>}
        />
      </LoginRequired>
    </Page>
  );
}
