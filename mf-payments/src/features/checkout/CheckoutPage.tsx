import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { Alert, EmptyState, LinkButton, LoginRequired, Page, parseRouteId } from 'shared-ui';
import { namespace } from '../../app/translations';
import { isPaymentMethod } from './payment-methods';
import { pathTo } from 'shared-ui/kernel';

/**
 * Purchase of one bundle (/credits/:id/:paymentmethod?): the bundle from the URL and, when given,
 * the chosen payment method. Bundles and payment providers arrive with payments.
 */
export default function CheckoutPage() {
  const { t } = useTranslation(namespace);
  const { id, paymentmethod } = useParams();
  const bundleId = parseRouteId(id);

  if (bundleId === null) {
    return (
      <Page title={t('checkout.title')}>
        <EmptyState
          title={t('checkout.unknownBundle.title')}
          description={t('checkout.unknownBundle.description')}
          action={<LinkButton to={pathTo('credits')}>{t('checkout.backToBundles')}</LinkButton>}
        />
      </Page>
    );
  }

  const method = isPaymentMethod(paymentmethod) ? paymentmethod : null;
  return (
    <Page title={t('checkout.title')} lead={t('checkout.lead', { id: bundleId })}>
      <LoginRequired namespace={namespace}>
        {method && <p>{t('checkout.chosenMethod', { method: t(`methods.${method}`) })}</p>}
        {paymentmethod && !method && (
          <Alert tone="warning">{t('checkout.unknownMethod', { method: paymentmethod })}</Alert>
        )}
        <EmptyState
          title={t('checkout.empty.title')}
          description={t('checkout.empty.description')}
          action={<LinkButton to={pathTo('credits')}>{t('checkout.backToBundles')}</LinkButton>}
        />
      </LoginRequired>
    </Page>
  );
}
