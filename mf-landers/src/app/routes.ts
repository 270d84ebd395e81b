/**
 * What this remote exposes as './routes' (the kernel's RemoteRoutesModule): the visitor signup
 * funnel pages. The landers themselves are parcels ('./parcels').
 */
import type { RemotePages } from 'shared-ui/kernel';
import './singletons';

export { namespace, loadTranslations } from './translations';

export const pages = {
  signup: () => import('../features/signup/SignupPage'),
  'signup-matches': () => import('../features/signup/SignupMatchesPage'),
  'complete-signup': () => import('../features/signup/CompleteSignupPage'),
  'members-id-signup': () => import('../features/signup/MemberSignupPage'),
  invite: () => import('../features/invite/InvitePage'),
  // Not a route: the multi-step signup itself, which the shell renders inside its desktop signup modal
  // (props: memberId, onProgress, onDone; see SignupFlowProps).
  'signup-flow': () => import('../features/signup/SignupFlow'),
} satisfies RemotePages;

export const version: string = __APP_VERSION__;
