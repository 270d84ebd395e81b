import type { TFunction } from 'i18next';
import type { Settings } from 'contract';

/** 'fictional profile' -> 'Fictional profile'. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * How a fictional profile is labelled and disclosed: in the site's own words where it sets them
 * (fictional_singular, fictional_warning), else in the app's words of the page's language.
 */
export function fictionalWords(
  settings: Pick<Settings, 'fictional_warning' | 'fictional_singular'> | null | undefined,
  t: TFunction,
): { label: string; warning: string } {
  const term = settings?.fictional_singular?.trim();
  return {
    label: term ? capitalized(term) : t('people.fictional.label'),
    warning: settings?.fictional_warning?.trim() || t('people.fictional.warning'),
  };
}
