/**
 * Text of the static information pages, one file per language. Placeholders in double braces are
 * filled at render time from settings and company info:
 * {{siteName}} {{domain}} {{companyName}} {{companyAddress}} {{companyCity}} {{companyCountry}} {{kvk}}
 * {{vatNumbers}} {{tradenames}} {{supportEmail}} {{supportPhone}} {{refundDays}} {{termsDate}} {{minimumAge}}
 */
export type StaticPageId =
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'faq'
  | 'return-policy'
  | 'service'
  | 'ban'
  | '2257';

export interface StaticSection {
  heading: string;
  /** Paragraphs of plain text; a paragraph starting with '- ' lines is rendered as a bullet list. */
  paragraphs: string[];
}

export interface StaticPage {
  title: string;
  /** Short lead under the title. */
  intro: string;
  sections: StaticSection[];
}

export type StaticPagesContent = Record<StaticPageId, StaticPage>;
