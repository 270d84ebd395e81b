import type { Settings } from 'contract';

/** 'fictional profile' -> 'Fictional profile': the site's term used as a label or title. */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * The site's own words for fictional profiles, or null where the site has none (then the app's are used):
 * every list, card and profile discloses fictional profiles in these words.
 */
export function fictionalTerms(
  settings:
    | Partial<Pick<Settings, 'fictional_singular' | 'fictional_plural' | 'fictional_warning'>>
    | null
    | undefined,
) {
  return {
    singular: settings?.fictional_singular?.trim() || null,
    plural: settings?.fictional_plural?.trim() || null,
    warning: settings?.fictional_warning?.trim() || null,
  };
}
