/**
 * The browser script of a server-rendered lander: it takes the rendered page over in place (hydration, with
 * the render's own state, so nothing is fetched again and nothing moves), then adds the adult-content
 * warning where the lander layout's rules ask for it. The page runs without the shell: signup, Log in and
 * the footer's links are full navigations into the site.
 */
import './public-path';
import { hydrateRoot } from 'react-dom/client';
import { LANDER_ROOT_ID } from 'contract/lander-server';
import { mountSiteEntryWarning, readLanderState, signupPath } from 'shared-ui/lander-page';
import { LanderPage, type LanderPageState } from './LanderPage';
import { pageI18n } from './page-i18n';

const state = readLanderState<LanderPageState>();
const root = document.getElementById(LANDER_ROOT_ID);
if (state && root) {
  hydrateRoot(
    root,
    <LanderPage
      {...state}
      i18n={pageI18n(state.locale, state.translations)}
      navigate={(path) => window.location.assign(path)}
      openSignup={(options) => window.location.assign(signupPath(options?.memberId))}
    />,
    {
      onRecoverableError: (error) => console.error('The lander was rendered again in the browser', error),
    },
  );
  // After the first commit: the page answers clicks from here on.
  requestAnimationFrame(() => root.setAttribute('data-hydrated', 'true'));
  mountSiteEntryWarning({ settings: state.settings, locale: state.locale });
}
