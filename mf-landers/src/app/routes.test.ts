import { describeRemoteRoutes } from 'shared-ui/testing';
import * as routes from './routes';
import de from '../i18n/de.json';

// The funnel pages ROUTES.md assigns to mf_landers (the landers themselves are parcels), plus the
// signup flow the shell's desktop modal renders.
const OWNED_PAGES = [
  'signup',
  'signup-matches',
  'complete-signup',
  'members-id-signup',
  'invite',
  'signup-flow',
];

describeRemoteRoutes(routes, {
  app: 'mf_landers',
  namespace: 'landers',
  pages: OWNED_PAGES,
  de,
});
