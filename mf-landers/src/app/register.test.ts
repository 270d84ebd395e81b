import { describeRemoteRegistration } from 'shared-ui/testing';
import { registration } from './register';
import de from '../i18n/de.json';

/** The routes of the product that mf_landers owns. */
const OWNED_ROUTES = [
  'signup',
  'signup-matches',
  'complete-signup',
  'members-id-landing',
  'members-id-signup',
  'members-id-landing2-slug',
  'members-id-landing3-slug',
  'landers-adultonly',
  'landers-tinderswipe',
  'landers-whoneedsstrings',
  'landers-alonetonight-slug',
  'landers-collagelanding-slug',
  'landers-gallery-slug',
  'landers-iconslanding-slug',
  'landers-maplanding-slug',
  'landers-socialnetwork-slug',
  'landers-transitionsvideolanding-slug',
  'landers-video-slug',
  'invite',
];

describeRemoteRegistration(registration, {
  app: 'mf_landers',
  namespace: 'landers',
  routes: OWNED_ROUTES,
  de,
});
