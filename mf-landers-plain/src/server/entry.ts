/**
 * The server entry (contract's LanderServerEntry), built to `server/entry.cjs`: the API loads it from the
 * deployed version's folder (the registration's "server" field) and puts the page it renders inside
 * `<div id="root" data-ssr-lander="...">`, its head into `<head>`, its state into `#lander-state` and its
 * script after it. The page is complete without the script: the script only attaches behaviour.
 */
import type { LanderMember, LanderRenderInput, LanderRenderResult, LanderServerEntry } from 'contract';
import { DEFAULT_LOCALE, isLander, isLanguage } from '../lander/landers';
import { FACES_SHOWN, renderPage } from '../lander/render';
import { landerState } from '../lander/state';
import { LANDER_CSS, PAGE_CSS, minify } from '../lander/styles';
import { TEXTS } from '../lander/texts/all';
import { brandFontFaces } from './brand-font';

/** The site's font, and one `<style>`: the whole CSS of the page is small enough to be the critical CSS. */
const HEAD = `${brandFontFaces()}<style>${minify(LANDER_CSS + PAGE_CSS)}</style>`;

const isText = (value: unknown) => value === null || typeof value === 'string';

/** An answer of the API, from outside this code: checked, not cast. */
function isMember(value: unknown): value is LanderMember {
  if (typeof value !== 'object' || value === null) return false;
  const member = value as Record<string, unknown>;
  return (
    typeof member.id === 'number' &&
    typeof member.name === 'string' &&
    typeof member.age === 'number' &&
    typeof member.fictional === 'boolean' &&
    isText(member.photo)
  );
}

/** Real members for the faces, as a visitor may see them; none when the API does not answer. */
async function peopleFor(api: LanderRenderInput['api']): Promise<LanderMember[]> {
  try {
    const answer = (await api(`/api/lander-members.php?limit=${FACES_SHOWN}`)) as { members?: unknown };
    return Array.isArray(answer?.members) ? answer.members.filter(isMember) : [];
  } catch {
    return [];
  }
}

export const render: LanderServerEntry['render'] = async (
  input: LanderRenderInput,
): Promise<LanderRenderResult | null> => {
  if (!isLander(input.parcel)) return null;
  const locale = isLanguage(input.locale) ? input.locale : DEFAULT_LOCALE;
  const view = { lander: input.parcel, locale, settings: input.settings, people: await peopleFor(input.api) };
  return {
    html: renderPage(view, TEXTS[locale]),
    head: HEAD,
    scripts: __LANDER_CLIENT_SCRIPTS__,
    state: landerState(input.parcel, locale, input.params, input.settings),
  };
};
