import { describeRemoteRoutes } from 'shared-ui/testing';
import * as routes from './routes';
import de from '../i18n/de.json';

// The pages ROUTES.md assigns to mf_account.
const OWNED_PAGES = [
  'login',
  'reset-password',
  'reset-password-do',
  'activate-done',
  'activate-error',
  'mail-change-do',
  // Beyond ROUTES.md: the undo link of the notice an e-mail change sends to the old address.
  'mail-change-undo',
  'account-deleted',
  'profile',
  'notifications',
  'complaints',
  'lang-config',
];

describeRemoteRoutes(routes, {
  app: 'mf_account',
  namespace: 'account',
  pages: OWNED_PAGES,
  de,
});
