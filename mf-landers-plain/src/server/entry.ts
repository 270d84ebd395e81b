/**
 * The server entry (contract's LanderServerEntry), built to `server/entry.cjs`: the API loads it from the
 * deployed version's folder (the registration's "server" field) and puts the page it renders inside
 * `<div id="root" data-ssr-lander="...">`, its head into `<head>`, its state into `#lander-state` and its
 * script after it. The page is complete without the script: the script only attaches behaviour.
 */
import type { LanderRenderInput, LanderRenderResult, LanderServerEntry } from 'contract';
import { DEFAULT_LOCALE, isLander, isLanguage } from '../lander/landers';
import { renderPage } from '../lander/render';
import { landerState } from '../lander/state';
import { LANDER_CSS, PAGE_CSS, minify } from '../lander/styles';
import { TEXTS } from '../lander/texts/all';

/** One `<style>`: the whole CSS of the page is small enough to be the critical CSS. */
const HEAD = `<style>${minify(LANDER_CSS + PAGE_CSS)}</style>`;

export const render: LanderServerEntry['render'] = async (
  input: LanderRenderInput,
): Promise<LanderRenderResult | null> => {
  if (!isLander(input.parcel)) return null;
  const locale = isLanguage(input.locale) ? input.locale : DEFAULT_LOCALE;
  const view = { lander: input.parcel, locale, settings: input.settings };
  return {
    html: renderPage(view, TEXTS[locale]),
    head: HEAD,
    scripts: __LANDER_CLIENT_SCRIPTS__,
    state: landerState(input.parcel, locale, input.params, input.settings),
  };
};
