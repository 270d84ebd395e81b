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
    members: () => import('../features/search/SearchPage'),
    // Also mounted by the shell for likes-m-id (/likes/m/:id): the same screen.
    'members-id': () => import('../features/profile/MemberProfilePage'),
    'match-finder': () => import('../features/match-finder/MatchFinderPage'),
    'swipe-game': () => import('../features/swipe-game/SwipeGamePage'),
  },
  version: __APP_VERSION__,
  namespace,
  loadTranslations,
});
