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
  members: () => import('../features/search/SearchPage'),
  // Also mounted by the shell for likes-m-id (/likes/m/:id): the same screen.
  'members-id': () => import('../features/profile/MemberProfilePage'),
  'match-finder': () => import('../features/match-finder/MatchFinderPage'),
  'swipe-game': () => import('../features/swipe-game/SwipeGamePage'),
} satisfies RemotePages;

export const version: string = __APP_VERSION__;
