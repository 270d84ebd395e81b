import { hydrateRoot } from 'react-dom/client';
import { signupPath } from 'shared-ui/lander-page';
import { LanderPage, type LanderPageState } from './LanderPage';
import { pageI18n } from './page-i18n';

/**
 * Takes the server-rendered page over in place: hydration with the render's own state, so nothing is
 * fetched again and nothing moves. The page runs without the shell: signup and Log in are navigations.
 */
export function hydrateLanderPage(root: HTMLElement, state: LanderPageState): void {
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
  requestAnimationFrame(() => root.setAttribute('data-hydrated', 'true'));
}
