/**
 * What makes rendered lander markup interactive, the same for the parcel (the shell's callbacks) and the
 * server page's script (full navigations). One listener on the root: the markup itself may be replaced.
 */
import { LOGIN_ATTRIBUTE, SIGNUP_ATTRIBUTE } from './render';

export interface LanderActions {
  signup: () => void;
  /** Without it the login link stays a plain link. */
  login?: () => void;
}

/** A click that opens in this tab (not a middle click, not with a modifier asking for a new tab or window). */
const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Attaches the lander's actions under `root`; answers the function that detaches them. */
export function attachLanderActions(root: HTMLElement, actions: LanderActions): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.defaultPrevented) return;
    const signup = target.closest(`[${SIGNUP_ATTRIBUTE}]`);
    if (signup) {
      // The signup as a link (the server page) opened in a new tab stays a link; a plain click is the action.
      if (signup instanceof HTMLAnchorElement && !plainClick(event)) return;
      event.preventDefault();
      actions.signup();
    } else if (actions.login && target.closest(`[${LOGIN_ATTRIBUTE}]`)) {
      if (!plainClick(event)) return;
      event.preventDefault();
      actions.login();
    }
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
