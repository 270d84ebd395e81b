/**
 * The text of the code SMS in the member's language (the seven of the site), as a native speaker writes it:
 * site name, the code, how long it is valid. Short enough for one SMS (160 GSM-7 characters) with any site
 * name the sites have.
 */
import { DEFAULT_LOCALE, LANGUAGES, type Language } from 'contract';

type Template = (site: string, code: string, minutes: number) => string;

/** Minutes with the language's plural form (Polish has three: 1 minuta, 2-4 minuty, 5+ minut). */
const minutesIn = (
  language: Language,
  minutes: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>>,
) => `${minutes} ${forms[new Intl.PluralRules(language).select(minutes)] ?? forms.other}`;

const TEMPLATES: Record<Language, Template> = {
  en: (site, code, n) =>
    `${site}: your code is ${code}. It is valid for ${minutesIn('en', n, { one: 'minute', other: 'minutes' })}.`,
  de: (site, code, n) =>
    `${site}: Dein Code lautet ${code}. Er ist ${minutesIn('de', n, { one: 'Minute', other: 'Minuten' })} gültig.`,
  es: (site, code, n) =>
    `${site}: tu código es ${code}. Es válido durante ${minutesIn('es', n, { one: 'minuto', other: 'minutos' })}.`,
  // French typography: a (no-break) space before the colon.
  fr: (site, code, n) =>
    `${site}\u00a0: votre code est ${code}. Il est valable ${minutesIn('fr', n, { one: 'minute', other: 'minutes' })}.`,
  it: (site, code, n) =>
    `${site}: il tuo codice è ${code}. È valido per ${minutesIn('it', n, { one: 'minuto', other: 'minuti' })}.`,
  nl: (site, code, n) =>
    `${site}: je code is ${code}. Deze is ${minutesIn('nl', n, { one: 'minuut', other: 'minuten' })} geldig.`,
  pl: (site, code, n) =>
    `${site}: Twój kod to ${code}. Jest ważny przez ${minutesIn('pl', n, { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' })}.`,
};

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export function otpSmsText(language: string, siteName: string, code: string, minutes: number): string {
  return TEMPLATES[isLanguage(language) ? language : DEFAULT_LOCALE](siteName, code, minutes);
}
