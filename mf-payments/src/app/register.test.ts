import { describeRemoteRegistration } from 'shared-ui/testing';
import { registration } from './register';
import de from '../i18n/de.json';

/** The routes of the product that mf_payments owns. */
const OWNED_ROUTES = [
  'premium',
  'pricing',
  'credits',
  'credits-id-paymentmethod',
  'credits-repeat-order',
  'directdebit',
  'transactions-id',
];

describeRemoteRegistration(registration, {
  app: 'mf_payments',
  namespace: 'payments',
  routes: OWNED_ROUTES,
  de,
});
