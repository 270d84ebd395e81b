import type { Language } from 'shared-ui/kernel';

/** Each language named in itself (endonyms): a reader finds their own language whatever the page shows. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
};
