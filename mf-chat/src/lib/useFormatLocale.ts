import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { settingsAtom, userAtom } from 'shared-ui/kernel';
import { namespace } from '../app/translations';

/** 'en' + 'GB' -> 'en-GB'; a region that is not a two-letter code is left out. */
function withRegion(language: string, region: string | undefined): string {
  return region && /^[A-Za-z]{2}$/.test(region) ? `${language}-${region.toUpperCase()}` : language;
}

/**
 * The locale dates, times and prices are written in: the reader's language in the member's own country
 * (English in Britain writes 14:05 and £0.89, in the US 2:05 PM), else in the site's region.
 */
export function useFormatLocale(): string {
  const { i18n } = useTranslation(namespace);
  const country = useAtomValue(userAtom)?.profile.country;
  const siteRegion = useAtomValue(settingsAtom)?.domain_language.split(/[-_]/)[1];
  return withRegion(i18n.language, country ?? siteRegion);
}
