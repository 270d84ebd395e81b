import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from 'contract';
import { ERROR_CODES, LANGUAGES, MEMBER_MESSAGES, type Language } from 'contract';
import { localizeErrorBody, localizeMessage } from './localize.js';
import { ERROR_TEXT_CATALOGUES } from './locales/index.js';
import { ERROR_TEXT_SOURCES } from './sources.js';

const placeholdersOf = (text: string) => [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]).sort();

/** Sample values for every placeholder the messages use, as a service fills them in. */
const SAMPLE_VALUES: Record<string, string> = {
  amount: '€20.00',
  country: 'XX',
  details: 'name is required; age must be >= 18',
  fields: 'colour, size',
  format: 'email',
  header: 'x-request-type',
  value: 'client',
  limit: '2',
  max: '500',
  min: '3',
  min_age: '18',
  minutes: '15',
  name: 'Lotte',
  sitename: 'Herzklopfen',
};

/** Every message as the API throws it: filled in, except what the body carries (the swipe limit's time). */
function asThrown(template: string): string {
  return template.replace(
    /\{([a-z_]+)\}/g,
    (placeholder, name: string) => SAMPLE_VALUES[name] ?? placeholder,
  );
}

const allSources = Object.entries(ERROR_TEXT_SOURCES).flatMap(([group, messages]) =>
  Object.entries(messages as Record<string, string>).map(([key, english]) => ({
    id: `${group}.${key}`,
    english,
  })),
);

it('knows every message map of the contract', () => {
  const known = new Set<unknown>(Object.values(ERROR_TEXT_SOURCES));
  const maps = Object.entries(contract).filter(
    ([name, value]) =>
      name.endsWith('_MESSAGES') &&
      name !== 'PATTERN_MESSAGES' &&
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((text) => typeof text === 'string'),
  );
  expect(maps.length).toBeGreaterThan(5);
  for (const [name, value] of maps) {
    const covered =
      known.has(value) ||
      Object.values(value as Record<string, string>).every((text) =>
        allSources.some((s) => s.english === text),
      );
    expect({ name, covered }).toEqual({ name, covered: true });
  }
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalogue', (language) => {
  const catalogue = ERROR_TEXT_CATALOGUES[language] as unknown as Record<string, Record<string, string>>;

  it.each(allSources)('translates $id with the same placeholders', ({ id, english }) => {
    const [group, key] = id.split('.') as [string, string];
    const text = catalogue[group]?.[key];
    expect(typeof text).toBe('string');
    expect(text!.trim()).not.toBe('');
    expect(placeholdersOf(text!)).toEqual(placeholdersOf(english));
  });
});

describe.each(LANGUAGES)('every message in %s', (language: Language) => {
  it.each(allSources)('$id is complete', ({ english }) => {
    const text = localizeMessage(asThrown(english), language, { seconds: 3 * 3600 + 12 * 60 });
    expect(text).not.toMatch(/[{}]/);
    expect(text.trim()).not.toBe('');
    if (language !== 'en') expect(text).not.toBe(asThrown(english));
  });
});

describe('the swipe limit', () => {
  const body = {
    error: ERROR_CODES.swipeLimit,
    message: MEMBER_MESSAGES.swipeLimit,
    statusCode: 429,
    seconds: 3 * 3600 + 12 * 60,
  };

  it('says when the likes come back, in English', () => {
    expect(localizeErrorBody(body, 'en').message).toBe(
      'You have used today’s likes. New likes in 3 hours, 12 minutes.',
    );
  });

  it('says it in German, and keeps the code and the seconds', () => {
    expect(localizeErrorBody(body, 'de')).toEqual({
      ...body,
      message: 'Deine Likes für heute sind aufgebraucht. Neue Likes in 3 Stunden, 12 Minuten.',
    });
  });
});

it('translates the field messages of a validation failure', () => {
  const body = {
    error: ERROR_CODES.validationFailed,
    message: contract.ACCOUNT_MESSAGES.validationFailed,
    statusCode: 400,
    fields: { password: contract.ACCOUNT_MESSAGES.passwordCommon },
    field_codes: { password: 'password_common' },
  };
  expect(localizeErrorBody(body, 'nl')).toEqual({
    ...body,
    message: 'Controleer de gemarkeerde velden.',
    fields: { password: 'Dit wachtwoord komt te vaak voor, kies een ander.' },
  });
});

it('leaves a text that is no known message as it is', () => {
  expect(localizeMessage('Something nobody wrote', 'de')).toBe('Something nobody wrote');
});

it('words a schema refusal rule by rule, keeping the field names', () => {
  expect(localizeMessage('Invalid body: name is required; age must be >= 18', 'de')).toBe(
    'Die Angaben sind ungültig: name fehlt; age muss mindestens 18 sein',
  );
  expect(localizeMessage('Invalid querystring: page must be integer', 'pl')).toBe(
    'Adres zawiera nieprawidłowe dane: page musi być liczbą całkowitą',
  );
  expect(localizeMessage('must NOT have more than 1000 characters', 'fr')).toBe(
    'ne doit pas dépasser 1000 caractères',
  );
});

describe('the messages the API writes in its own code', () => {
  const sourceRoot = path.resolve(__dirname, '../..');
  /**
   * A schema's wording of a malformed request ("Invalid body: <field> <rule>"), assembled from a field and a
   * rule at run time: its templates and rules are walked above (schema-messages.ts), not as literals.
   */
  const SCHEMA_WORDING = /^Invalid (body|querystring|params|headers): /;
  /** Message literals handed to the API's error helpers (not the contract's constants, walked above). */
  const THROWN = [
    /new ApiHttpError\(\s*\d+,\s*ERROR_CODES\.\w+,\s*(['"`])((?:(?!\1).)*)\1/gs,
    /\b(?:notFound|badMultipartBody)\(\s*(['"`])((?:(?!\1).)*)\1/gs,
  ];

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name) ? [full] : [];
    });
  }

  const thrown = sourceFiles(sourceRoot).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return THROWN.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({
        where: path.relative(sourceRoot, file),
        // A template literal's expressions stand for the values it fills in; one right after a word is a
        // suffix ("field${plural}"), left out.
        message: match[2]!.replace(/(\w?)\$\{[^}]*\}/g, (_, before: string) => (before ? before : '1')),
      })),
    );
  });

  it('finds them', () => {
    expect(thrown.length).toBeGreaterThan(10);
  });

  it.each(thrown.filter(({ message }) => !SCHEMA_WORDING.test(message)))(
    '$where: "$message" is complete and known in every language',
    ({ message }) => {
      expect(message).not.toMatch(/[{}]/);
      for (const language of LANGUAGES.filter((other) => other !== 'en')) {
        expect(localizeMessage(message, language)).not.toBe(message);
      }
    },
  );
});
