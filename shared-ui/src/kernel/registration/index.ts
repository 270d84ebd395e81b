export * from './types';
export { parseRegistration } from './parseRegistration';
export { register } from './register';
export { fetchRegistrations, parseRegistrations, REGISTRATIONS_URL } from './fetchRegistrations';
export {
  addRegistrationMessages,
  composeSite,
  textNamespace,
  findRoute,
  hasRoute,
  pathTo,
  setSiteComposition,
  siteComposition,
  type PathParams,
  type QueryParams,
  type SiteComposition,
  type SiteNavigationItem,
  type SiteRoute,
} from './siteRoutes';
export { badgeSources, creditsBadge, type BadgeValue } from './badges';
