import { describeRemoteRoutes } from 'shared-ui/testing';
import * as routes from './routes';
import de from '../i18n/de.json';

// The pages ROUTES.md assigns to mf_members.
const OWNED_PAGES = ['members', 'members-id', 'match-finder', 'swipe-game'];

describeRemoteRoutes(routes, {
  app: 'mf_members',
  namespace: 'members',
  pages: OWNED_PAGES,
  de,
});
