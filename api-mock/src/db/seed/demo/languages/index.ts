/** The language packs by the site languages of the contract (LANGUAGES). */
import type { Language } from 'contract/constants';
import { DE } from './de.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { IT } from './it.js';
import { NL } from './nl.js';
import { PL } from './pl.js';
import type { LanguagePack } from './types.js';

export type { LanguagePack } from './types.js';

export const LANGUAGE_PACKS: Readonly<Record<Language, LanguagePack>> = {
  en: EN,
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  nl: NL,
  pl: PL,
};
