/** Every language's texts at once, for the server entry (one file, nothing loaded later). */
import type { Language } from 'contract/constants';
import { DEFAULT_LOCALE, isLanguage } from '../landers';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import it from './it';
import nl from './nl';
import pl from './pl';
import type { LanderTexts } from './types';

export const TEXTS: Record<Language, LanderTexts> = { en, de, es, fr, it, nl, pl };

export const textsFor = (language: string): LanderTexts =>
  TEXTS[isLanguage(language) ? language : DEFAULT_LOCALE];
