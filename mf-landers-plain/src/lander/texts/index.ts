/**
 * The texts for the browser: one chunk per language, so a visitor downloads only the language they read.
 * (The server entry imports every language at once: `./all`.)
 */
import type { Language } from 'contract/constants';
import { DEFAULT_LOCALE, isLanguage } from '../landers';
import type { LanderTexts } from './types';

export type { LanderCopy, LanderTexts } from './types';

const bundles: Record<Language, () => Promise<{ default: LanderTexts }>> = {
  en: () => import('./en'),
  de: () => import('./de'),
  es: () => import('./es'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  nl: () => import('./nl'),
  pl: () => import('./pl'),
};

export async function loadTexts(language: string): Promise<LanderTexts> {
  return (await bundles[isLanguage(language) ? language : DEFAULT_LOCALE]()).default;
}
