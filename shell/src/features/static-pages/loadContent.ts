import { FALLBACK_LOCALE, type Language } from 'shared-ui/kernel';
import { longestOfAllLanguages } from '../../app/pseudo-locale';
import type { StaticPagesContent } from './content/types';

/** One chunk per language: only the reader's language is downloaded, and only on a static page. */
async function importContent(language: Language): Promise<StaticPagesContent> {
  const module = (await import(
    /* webpackChunkName: "static-pages-[request]" */
    /* webpackExclude: /(types|\.test)\.ts$/ */
    `./content/${language}`
  )) as { default?: StaticPagesContent; content?: StaticPagesContent };
  const content = module.default ?? module.content;
  if (!content) throw new Error(`Static page content for ${language} has no default export`);
  return content;
}

/** The texts in the reader's language, falling back to English when that language is not available. */
export async function loadStaticContent(language: Language): Promise<StaticPagesContent> {
  // The e2e build's "longest" pseudo-locale shows the longest text of every language at each place.
  const longest = await longestOfAllLanguages(importContent);
  if (longest) return longest;
  try {
    return await importContent(language);
  } catch (error) {
    if (language === FALLBACK_LOCALE) throw error;
    return importContent(FALLBACK_LOCALE);
  }
}
