import type { TFunction } from 'i18next';
import type { Settings } from 'contract';
import { capitalized, fictionalTerms } from 'shared-ui/kernel';

/**
 * How a fictional profile is labelled and disclosed: in the site's own words where it sets them
 * (fictional_singular, fictional_warning), else in the app's words of the page's language.
 */
export function fictionalWords(
  settings: Pick<Settings, 'fictional_warning' | 'fictional_singular'> | null | undefined,
  t: TFunction,
): { label: string; warning: string } {
  const terms = fictionalTerms(settings);
  return {
    label: terms.singular ? capitalized(terms.singular) : t('people.fictional.label'),
    warning: terms.warning ?? t('people.fictional.warning'),
  };
}
