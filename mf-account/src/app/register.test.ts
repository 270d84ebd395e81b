import { describeRemoteRegistration } from 'shared-ui/testing';
import { registration } from './register';
import de from '../i18n/de.json';

/** The routes of the product that mf_account owns. */
const OWNED_ROUTES = [
  'login',
  'reset-password',
  'reset-password-do',
  'activate-done',
  'activate-error',
  'mail-change-do',
  'mail-change-undo',
  'account-deleted',
  'profile',
  'notifications',
  'notifications-account',
  'notifications-alerts',
  'notifications-privacy',
  'notifications-delete-account',
  'complaints',
  'lang-config',
  'unsubscribe',
];

describeRemoteRegistration(registration, {
  app: 'mf_account',
  namespace: 'account',
  routes: OWNED_ROUTES,
  de,
});
