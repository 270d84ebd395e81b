/**
 * The browser script of a server-rendered lander. The page works before it: its signup, Log in and footer
 * entries are links. This small script adds what needs the browser (the adult-content warning where the
 * lander layout's rules ask for it, the language choice, the looping video unless the visitor prefers
 * reduced motion) and loads React to take the page over only when the visitor starts to interact, so
 * nothing competes with the first paint and a visitor who only reads downloads no more.
 */
import './public-path';
import { LANDER_ROOT_ID } from 'contract/lander-server';
import { mountSiteEntryWarning, readLanderState } from 'shared-ui/lander-page';
import { wireLanguageChoice, startHeroVideos } from './enhance';
import type { LanderPageState } from './LanderPage';

/** What tells that the visitor is about to interact: pointing, touching, typing, focusing. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const state = readLanderState<LanderPageState>();
const root = document.getElementById(LANDER_ROOT_ID);
if (state && root) {
  mountSiteEntryWarning({ settings: state.settings, locale: state.locale });
  wireLanguageChoice(root);
  startHeroVideos(root);
  root.setAttribute('data-interactive', 'true');

  let hydrating = false;
  const hydrate = () => {
    if (hydrating) return;
    hydrating = true;
    for (const type of INTENT_EVENTS) root.removeEventListener(type, hydrate, true);
    void import(/* webpackChunkName: "hydrate" */ './hydrate').then(({ hydrateLanderPage }) =>
      hydrateLanderPage(root, state),
    );
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, hydrate, { capture: true, passive: true });
}
