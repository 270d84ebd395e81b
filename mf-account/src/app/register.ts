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
    login: () => import('../features/login/LoginPage'),
    'reset-password': () => import('../features/password-reset/ResetPasswordPage'),
    'reset-password-do': () => import('../features/password-reset/ResetPasswordDoPage'),
    'activate-done': () => import('../features/activation/ActivateDonePage'),
    'activate-error': () => import('../features/activation/ActivateErrorPage'),
    'mail-change-do': () => import('../features/email-change/MailChangeDoPage'),
    'mail-change-undo': () => import('../features/email-change/MailChangeUndoPage'),
    'account-deleted': () => import('../features/account-deletion/AccountDeletedPage'),
    profile: () => import('../features/profile/OwnProfilePage'),
    // The "settings" route of the product.
    notifications: () => import('../features/settings/SettingsPage'),
    unsubscribe: () => import('../features/notifications/UnsubscribePage'),
    complaints: () => import('../features/complaints/ComplaintsPage'),
    'lang-config': () => import('../features/language/LangConfigPage'),
  },
  version: __APP_VERSION__,
  namespace,
  loadTranslations,
});
