/**
 * What this remote registers with the site, exposed as './register': its pages, navigation items and
 * layout slots are declared in registration.json (the build emits it next to mf-manifest.json, where the
 * server reads the page table); this module binds each declared page to its lazily imported module.
 */
import { register } from 'shared-ui/kernel';
import { recordAppSingletons } from 'shared-ui/singletons';
import data from './registration.json';
import { loadTranslations, namespace } from './translations';

// The instances this remote actually received: the browser test proves each exists once on the page.
recordAppSingletons(__APP_NAME__);

export const registration = register({
  data,
  pages: {
    premium: () => import('../features/premium/PremiumPage'),
    pricing: () => import('../features/premium/PricingPage'),
    credits: () => import('../features/credits/CreditsPage'),
    'credits-id-paymentmethod': () => import('../features/checkout/CheckoutPage'),
    'credits-repeat-order': () => import('../features/credits/RepeatOrderPage'),
    directdebit: () => import('../features/direct-debit/DirectDebitPage'),
    'transactions-id': () => import('../features/transactions/TransactionsPage'),
  },
  version: __APP_VERSION__,
  namespace,
  loadTranslations,
});
