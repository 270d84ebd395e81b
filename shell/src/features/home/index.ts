/** What the home feature offers the rest of the shell: the page's server state, for the server's drawing. */
export { HOME_PAGE, loadHomeState, type HomeState } from './home-people';
/** Who may sign up from where, for the visitor's header. */
export { signupsAllowed, useSignupLink, useTrafficSourceNetwork } from './visitorRules';
