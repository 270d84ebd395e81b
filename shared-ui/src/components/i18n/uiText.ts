import { useSyncExternalStore } from 'react';
import type { Language } from 'contract/constants';
import { i18n, isLanguage } from '../../kernel/i18n/i18n';
import en from './en.json';
import de from './de.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import pl from './pl.json';

/**
 * The few words the components say themselves (close buttons, loading labels). Every prop that
 * carries such a word can override it; the defaults follow the page language of the one i18next
 * instance without needing the app to register a namespace or initialise i18next first.
 */
export type UiText = typeof en;
export const UI_TEXT: Record<Language, UiText> = { en, de, es, fr, it, nl, pl };

function currentLanguage(): Language {
  const language = (i18n.resolvedLanguage ?? i18n.language ?? '').split('-')[0];
  return isLanguage(language) ? language : 'en';
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The component texts in the page language now, for code outside React rendering (e.g. error messages). */
export function currentUiText(): UiText {
  return UI_TEXT[currentLanguage()];
}

/** The page language the component texts follow, re-rendering when it changes. */
export function useUiLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

export function useUiText(): UiText {
  return UI_TEXT[useUiLanguage()];
}
