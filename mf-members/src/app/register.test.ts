import { describeRemoteRegistration } from 'shared-ui/testing';
import { registration } from './register';
import de from '../i18n/de.json';

/** The routes of the product that mf_members owns. */
const OWNED_ROUTES = ['likes-m-id', 'members', 'members-id', 'match-finder', 'swipe-game'];

describeRemoteRegistration(registration, {
  app: 'mf_members',
  namespace: 'members',
  routes: OWNED_ROUTES,
  de,
});
