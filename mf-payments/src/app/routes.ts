/**
 * What this remote exposes as './routes' (the kernel's RemoteRoutesModule): its pages by route name,
 * each a lazy chunk. The shell owns paths, route names and layouts (see /work/brief/ROUTES.md).
 */
import type { RemotePages } from 'shared-ui/kernel';
import { recordAppSingletons } from 'shared-ui/singletons';

export { namespace, loadTranslations } from './translations';

// The instances this remote actually received: the browser test proves each exists once on the page.
recordAppSingletons(__APP_NAME__);

export const pages = {
  premium: () => import('../features/premium/PremiumPage'),
  pricing: () => import('../features/premium/PricingPage'),
  credits: () => import('../features/credits/CreditsPage'),
  'credits-id-paymentmethod': () => import('../features/checkout/CheckoutPage'),
  'credits-repeat-order': () => import('../features/credits/RepeatOrderPage'),
  directdebit: () => import('../features/direct-debit/DirectDebitPage'),
  'transactions-id': () => import('../features/transactions/TransactionsPage'),
} satisfies RemotePages;

export const version: string = __APP_VERSION__;
