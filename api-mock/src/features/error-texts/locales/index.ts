import type { Language } from 'contract';
import type { ErrorTextCatalogue } from '../sources.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { nl } from './nl.js';
import { pl } from './pl.js';

/** Every language but English, whose texts are the contract's own (sources.ts). */
export const ERROR_TEXT_CATALOGUES: Record<Exclude<Language, 'en'>, ErrorTextCatalogue> = {
  de,
  es,
  fr,
  it,
  nl,
  pl,
};
