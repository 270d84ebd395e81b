/**
 * The server page's script (`client.<hash>.js`, deferred): attaches behaviour to the server-rendered markup
 * without rendering it again. The page runs without the shell, so the signup is a full navigation to the
 * signup page on every screen size; Log in stays a plain link. Then the adult-content warning, by the
 * shell's rules, and `data-hydrated="true"` on the root when done.
 */
import { mountSiteEntryWarning, readLanderState } from 'shared-ui/lander-page';
import { attachLanderActions } from '../lander/behaviour';
import { PATHS } from '../lander/landers';
import type { LanderState } from '../lander/state';

/** contract's LANDER_ROOT_ID: the element the API puts the page in. */
const ROOT_ID = 'root';

export interface StartOptions {
  doc?: Document;
  /** A full navigation (tests pass a spy: jsdom's location cannot be stubbed). */
  assign?: (url: string) => void;
}

export function startLanderPage({
  doc = document,
  assign = (url) => window.location.assign(url),
}: StartOptions = {}): void {
  const root = doc.getElementById(ROOT_ID) ?? doc.querySelector<HTMLElement>('[data-lander-remote]');
  if (!root) return;
  attachLanderActions(root, { signup: () => assign(PATHS.signup) });
  const state = readLanderState<LanderState>(doc);
  if (state) mountSiteEntryWarning({ settings: state.settings, locale: state.locale, doc });
  root.setAttribute('data-hydrated', 'true');
}

startLanderPage();
