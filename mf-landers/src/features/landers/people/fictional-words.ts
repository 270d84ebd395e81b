import type { TFunction } from 'i18next';
import type { Settings } from 'contract';
import { capitalized, fictionalTerms } from 'shared-ui/kernel';

/**
 * How a fictional profile is labelled and disclosed: in the site's own words where it sets them
 * (fictional_singular, fictional_warning) where the page speaks the site's language, else in the app's words
 * of the page's language.
 */
export function fictionalWords(
  settings: Pick<Settings, 'fictional_warning' | 'fictional_singular' | 'domain_language'> | null | undefined,
  t: TFunction,
  language: string,
): { label: string; warning: string } {
  const terms = fictionalTerms(settings, language);
  return {
    label: terms.singular ? capitalized(terms.singular) : t('people.fictional.label'),
    warning: terms.warning ?? t('people.fictional.warning'),
  };
}
