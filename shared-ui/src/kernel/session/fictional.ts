import type { Settings } from 'contract';

/** 'fictional profile' -> 'Fictional profile': the site's term used as a label or title. */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

const baseLanguage = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();

/**
 * Whether the interface speaks the language the site's own texts are written in (its domain_language,
 * 'de_DE' -> 'de'). A site without a domain language is taken to write in every language.
 */
export function speaksSiteLanguage(
  settings: Partial<Pick<Settings, 'domain_language'>> | null | undefined,
  language: string,
): boolean {
  const siteLanguage = settings?.domain_language?.trim();
  return !siteLanguage || !language || baseLanguage(siteLanguage) === baseLanguage(language);
}

/**
 * The site's own words for fictional profiles, or null where the site has none or writes them in another
 * language than the interface's (then the app's words of that language are used, so an English site read
 * in German never shows an English warning): every list, card and profile discloses fictional profiles
 * in these words.
 */
export function fictionalTerms(
  settings:
    | Partial<
        Pick<Settings, 'fictional_singular' | 'fictional_plural' | 'fictional_warning' | 'domain_language'>
      >
    | null
    | undefined,
  language: string,
) {
  const own = speaksSiteLanguage(settings, language);
  return {
    singular: (own && settings?.fictional_singular?.trim()) || null,
    plural: (own && settings?.fictional_plural?.trim()) || null,
    warning: (own && settings?.fictional_warning?.trim()) || null,
  };
}
