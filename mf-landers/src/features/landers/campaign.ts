import { parseRouteId } from 'shared-ui';
import { LANDING_SLUG_LOCALE, LANGUAGES } from 'shared-ui/kernel';

/** The slug a language goes by in landing URLs ('en' is 'eng'). */
export const LOCALE_SLUGS: readonly string[] = LANGUAGES.map(
  (language) => LANDING_SLUG_LOCALE[language] ?? language,
);

const CAMPAIGN_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i;

/**
 * The campaign label of a lander's optional slug (/landers/video/summer-nights -> 'summer nights').
 * A slug that names a language ('eng', 'de', ...) marks the visitor's locale, not a campaign; anything
 * that is not a plain slug is ignored rather than shown.
 */
export function campaignLabel(slug: string | undefined): string | null {
  if (!slug || slug.length > 48 || !CAMPAIGN_SLUG.test(slug)) return null;
  if (LOCALE_SLUGS.includes(slug.toLowerCase())) return null;
  return slug.replace(/[-_]+/g, ' ');
}

/** A member id from the route: a positive whole number, or undefined. */
export function memberIdFrom(raw: string | undefined): number | undefined {
  return parseRouteId(raw) ?? undefined;
}
