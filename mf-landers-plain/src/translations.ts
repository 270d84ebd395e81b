import type { Language } from 'contract/constants';
import { loadTexts } from './lander/texts';

/** The i18n namespace of this remote (its registration's too); the shell registers it before a lander. */
export const namespace = 'landers-plain';

/** This remote's texts in one language (the landers render them themselves, without i18next). */
export async function loadTranslations(language: Language): Promise<Record<string, unknown>> {
  return { ...(await loadTexts(language)) };
}
