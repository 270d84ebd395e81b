import { describeRemoteRoutes } from 'shared-ui/testing';
import * as routes from './routes';
import de from '../i18n/de.json';

// The pages ROUTES.md assigns to mf_payments.
const OWNED_PAGES = [
  'premium',
  'pricing',
  'credits',
  'credits-id-paymentmethod',
  'credits-repeat-order',
  'directdebit',
  'transactions-id',
];

describeRemoteRoutes(routes, {
  app: 'mf_payments',
  namespace: 'payments',
  pages: OWNED_PAGES,
  de,
});
