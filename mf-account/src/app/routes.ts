/**
 * What this remote exposes as './routes' (the kernel's RemoteRoutesModule): its pages by route name,
 * each a lazy chunk. The shell owns paths, route names and layouts (shell/src/app/routes/routes.json).
 */
import type { RemotePages } from 'shared-ui/kernel';
import { recordAppSingletons } from 'shared-ui/singletons';

export { namespace, loadTranslations } from './translations';

// The instances this remote actually received: the browser test proves each exists once on the page.
recordAppSingletons(__APP_NAME__);

export const pages = {
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
  notifications: () => import('../features/notifications/NotificationsPage'),
  complaints: () => import('../features/complaints/ComplaintsPage'),
  'lang-config': () => import('../features/language/LangConfigPage'),
} satisfies RemotePages;

export const version: string = __APP_VERSION__;
