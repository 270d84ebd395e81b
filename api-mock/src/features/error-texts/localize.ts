/**
 * Answers an error body in the reader's language. Services throw the contract's English wording (filled in,
 * or with a placeholder whose value the body carries, e.g. the swipe limit's `seconds`); here the English text
 * is recognised as one of the known messages, its values are taken out of it, and the same message is written
 * again in the reader's language. The machine `error` code and every other member of the body stay as they
 * are, so clients that translate by code are unaffected.
 */
import i18next, { type TFunction } from 'i18next';
import type { ApiError, Language } from 'contract';
import { ERROR_TEXT_SOURCES, type ErrorTextCatalogue } from './sources.js';
import { ERROR_TEXT_CATALOGUES } from './locales/index.js';
import { SCHEMA_DETAILS_PLACEHOLDER } from './schema-messages.js';

/** `{name}` in a template: the contract's placeholder syntax, used by every catalogue as it is. */
const PLACEHOLDER = /\{([a-z_]+)\}/g;

interface Matcher {
  key: string;
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern that matches its filled-in English text and captures each placeholder's value. */
function matcherOf(key: string, template: string): Matcher {
  const parts = template.split(PLACEHOLDER);
  // split() with a capture group alternates literal text and placeholder names.
  const source = parts
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : `(?<${part}>.+?)`))
    .join('');
  return { key, pattern: new RegExp(`^${source}$`, 's') };
}

const MATCHERS: Matcher[] = Object.entries(ERROR_TEXT_SOURCES).flatMap(([group, messages]) =>
  Object.entries(messages as Record<string, string>).map(([name, template]) =>
    matcherOf(`${group}.${name}`, template),
  ),
);

const translator: TFunction = (() => {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ en: ERROR_TEXT_SOURCES, ...ERROR_TEXT_CATALOGUES }).map(([language, catalogue]) => [
      language,
      { translation: catalogue as ErrorTextCatalogue },
    ]),
  );
  void instance.init({
    resources,
    fallbackLng: 'en',
    initAsync: false,
    // Plain text in a JSON answer: nothing to escape. The contract's `{name}` placeholders, not i18next's `{{name}}`.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    // Keys are the catalogue's paths; values are sentences that may contain ':' and '.'.
    nsSeparator: false,
    returnNull: false,
    // No advertisement in the server's log.
    showSupportNotice: false,
  });
  return instance.t.bind(instance) as TFunction;
})();

/** Intl.DurationFormat (Node 22+), which the ES2023 library types do not describe yet. */
interface DurationFormatter {
  format(duration: { hours: number; minutes: number }): string;
}
const { DurationFormat } = Intl as unknown as {
  DurationFormat: new (language: string, options: { style: 'long' }) => DurationFormatter;
};

/** The swipe limit's `{time}`: the body's seconds as hours and minutes, in the reader's words. */
function durationText(seconds: number, language: Language): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const duration = { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  return new DurationFormat(language, { style: 'long' }).format(duration);
}

/** Values a message leaves to the body rather than its text: placeholders thrown unfilled. */
function valuesFromBody(body: ApiError, language: Language): Record<string, string> {
  const values: Record<string, string> = {};
  if (body.seconds !== undefined) values.time = durationText(body.seconds, language);
  if (body.minutes !== undefined) values.minutes = String(body.minutes);
  return values;
}

/**
 * A schema refusal's `<field> <rule>; …` with each rule in the reader's language (the field names are the
 * API's own spelling and stay).
 */
function localizeDetails(details: string, language: Language): string {
  return details
    .split('; ')
    .map((detail) => {
      const space = detail.indexOf(' ');
      if (space === -1) return detail;
      return `${detail.slice(0, space)} ${localizeMessage(detail.slice(space + 1), language)}`;
    })
    .join('; ');
}

/** One English message in the reader's language; a text that is no known message stays as it is. */
export function localizeMessage(message: string, language: Language, body: Partial<ApiError> = {}): string {
  for (const { key, pattern } of MATCHERS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = valuesFromBody(body as ApiError, language);
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      // A placeholder thrown unfilled keeps the body's value (or none): never `{time}` in an answer.
      // A value that is itself a message (a field's problem inside a sentence) is translated too.
      if (value === `{${name}}`) continue;
      values[name] =
        name === SCHEMA_DETAILS_PLACEHOLDER
          ? localizeDetails(value, language)
          : localizeMessage(value, language);
    }
    return translator(key, { lng: language, ...values });
  }
  return message;
}

/** The error body with its message and field messages in the reader's language. */
export function localizeErrorBody(body: ApiError, language: Language): ApiError {
  const localized: ApiError = { ...body, message: localizeMessage(body.message, language, body) };
  if (body.fields) {
    localized.fields = Object.fromEntries(
      Object.entries(body.fields).map(([field, message]) => [
        field,
        localizeMessage(message, language, body),
      ]),
    );
  }
  return localized;
}
