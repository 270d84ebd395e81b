/**
 * What this remote registers with the site, exposed as './register': its pages, navigation items and
 * layout slots are declared in registration.json (the build emits it next to mf-manifest.json, where the
 * server reads the page table); this module binds each declared page to its lazily imported module.
 */
import { register } from 'shared-ui/kernel';
import './singletons';
import { parcels } from './parcels';
import data from './registration.json';
import { loadTranslations, namespace } from './translations';

export const registration = register({
  data,
  pages: {
    signup: () => import('../features/signup/SignupPage'),
    'signup-matches': () => import('../features/signup/SignupMatchesPage'),
    'complete-signup': () => import('../features/signup/CompleteSignupPage'),
    'members-id-signup': () => import('../features/signup/MemberSignupPage'),
    invite: () => import('../features/invite/InvitePage'),
    // Not a route: the multi-step signup itself, which the shell renders inside its desktop signup modal
    // (props: memberId, onProgress, onDone; see SignupFlowProps).
    'signup-flow': () => import('../features/signup/SignupFlow'),
  },
  parcels,
  version: __APP_VERSION__,
  namespace,
  loadTranslations,
});
