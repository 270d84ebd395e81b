// The site's copy keeps one form of address and one word per action in each language (run by `npm run lint`).
// It reads every place that holds interface text: each package's i18n/*.json and registration.json, the
// static pages, the plain lander's texts and the API's mail, push, SMS and offline texts (their blocks per
// language). The demo members' own messages and profiles are not the site talking and are not read.
//
// The choices, written down once:
//   en  Log in · Sign up (free) · Get Premium
//   de  "du" everywhere (interface, static pages, mails) · Einloggen · Registrieren / Kostenlos registrieren
//       · Premium werden. "Anmelden" is not used: it means logging in to some and signing up to others.
//   es  tú · Iniciar sesión · Regístrate (gratis) · Hazte Premium
//   fr  vous · Se connecter · S'inscrire / Inscription gratuite · Passer à Premium
//   it  tu · Accedi · Iscriviti (gratis) · Passa a Premium
//   nl  je/jij · Inloggen · Aanmelden / Gratis aanmelden · Word Premium
//   pl  ty (2nd person singular) · Zaloguj się · Zarejestruj się (za darmo) · Przejdź na Premium
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'];
const PACKAGES = ['shell', 'mf-account', 'mf-chat', 'mf-landers', 'mf-members', 'mf-payments'];

function files(dir, keep) {
  const found = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) found.push(...files(file, keep));
    else if (keep(file)) found.push(file);
  }
  return found;
}

function flatten(value, prefix = '') {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

/** A package's texts in one language: its i18n file and its registration's messages, by dotted key. */
function packageTexts(pkg, language) {
  const texts = new Map(flatten(JSON.parse(read(`${pkg}/src/i18n/${language}.json`))));
  let registration = null;
  try {
    registration = JSON.parse(read(`${pkg}/src/app/registration.json`));
  } catch {
    // The shell registers no remote.
  }
  for (const [key, text] of Object.entries(registration?.messages?.[language] ?? {}))
    texts.set(`#${key}`, text);
  return texts;
}

/** The lines of a TypeScript file's `<language>: ...` entries (a string, a function or an object). */
function languageBlocks(source, language) {
  const lines = source.split('\n');
  const found = [];
  lines.forEach((line, index) => {
    const start = line.match(new RegExp(`^(\\s*)${language}: `));
    if (!start) return;
    const indent = start[1].length;
    found.push(line);
    for (let next = index + 1; next < lines.length; next += 1) {
      const own = lines[next].match(/^(\s*)\S/);
      if (own && own[1].length <= indent) {
        if (/^\s*[}\]]/.test(lines[next])) found.push(lines[next]);
        break;
      }
      found.push(lines[next]);
    }
  });
  return found.join('\n');
}

const API_TEXT_FILES = files(
  'api-mock/src',
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
).filter((file) => !file.includes(`${path.sep}seed${path.sep}demo${path.sep}`));

/** Every text of a language with where it is, for messages that point at the place to fix. */
function allTexts(language) {
  const texts = [];
  for (const pkg of PACKAGES) {
    for (const [key, text] of packageTexts(pkg, language)) texts.push([`${pkg} ${key}`, text]);
  }
  for (const [key, text] of flatten(JSON.parse(read(`shared-ui/src/components/i18n/${language}.json`)))) {
    texts.push([`shared-ui ${key}`, text]);
  }
  texts.push([`static pages ${language}`, read(`shell/src/features/static-pages/content/${language}.ts`)]);
  texts.push([`plain lander ${language}`, read(`mf-landers-plain/src/lander/texts/${language}.ts`)]);
  texts.push(['lander frame', languageBlocks(read('shared-ui/src/lander-page/texts.ts'), language)]);
  for (const file of API_TEXT_FILES) {
    const block = languageBlocks(read(file), language);
    if (block) texts.push([file, block]);
  }
  return texts;
}

function offending(language, pattern) {
  const everywhere = new RegExp(pattern.source, `${pattern.flags}g`);
  return allTexts(language).flatMap(([where, text]) =>
    [...text.matchAll(everywhere)].map(
      (match) => `${where}: …${text.slice(Math.max(0, match.index - 30), match.index + 20)}…`,
    ),
  );
}

// A capitalised "Sie", "Ihnen", "Ihr…" after a lower-case word or a comma is the formal address ("lesen Sie",
// "mit Ihrem Konto"); "sie" meaning they is lower case there, and "Ihr passt zusammen" (you two) starts a sentence.
const GERMAN_FORMAL = /(?<=[a-zäöüß,] )(Sie|Ihnen|Ihre[mnrs]?|Ihr)\b/;
// Tutoiement: tu, ton, ta, tes, toi, te, t' (French is "vous").
const FRENCH_INFORMAL = /(?<![\p{L}-])(tu|ton|ta|tes|toi|te)(?![\p{L}’'-])|(?<![\p{L}])t’(?=\p{L})|-toi\b/iu;
const SPANISH_FORMAL = /(?<!\p{L})ustede?s?(?!\p{L})/iu;
// "Lei", "Suo", "La"/"Le" as capitalised courtesy forms ("chiederLe", "il Suo account").
const ITALIAN_FORMAL = /(?<=[a-zàèéìòù,] )(Lei|Suo|Sua|Suoi|Sue)\b|(?<![\p{L}\\])[a-zàèéìòù]{2,}(La|Le)\b/u;
const DUTCH_FORMAL = /(?<!\p{L})(u|uw|U|Uw)(?![\p{L}.])(?!\.)/u;
const POLISH_FORMAL = /(?<!\p{L})(Pan|Pani|Państw[oau]|Państwem)(?!\p{L})/u;

describe('form of address', () => {
  it('German says "du" everywhere', () => {
    assert.deepEqual(offending('de', GERMAN_FORMAL), []);
  });

  it('French says "vous" everywhere', () => {
    assert.deepEqual(offending('fr', FRENCH_INFORMAL), []);
  });

  it('Spanish says "tú" everywhere', () => {
    assert.deepEqual(offending('es', SPANISH_FORMAL), []);
  });

  it('Italian says "tu" everywhere', () => {
    assert.deepEqual(offending('it', ITALIAN_FORMAL), []);
  });

  it('Dutch says "je" everywhere', () => {
    assert.deepEqual(offending('nl', DUTCH_FORMAL), []);
  });

  it('Polish addresses the reader in the second person singular everywhere', () => {
    assert.deepEqual(offending('pl', POLISH_FORMAL), []);
  });

  it('finds the forms it guards against', () => {
    assert.match('Bitte lesen Sie die Bedingungen.', GERMAN_FORMAL);
    assert.match('Wir senden Ihnen einen Link.', GERMAN_FORMAL);
    assert.doesNotMatch('Sie werden von unserem Team betrieben.', GERMAN_FORMAL);
    assert.doesNotMatch('Ihr passt zusammen: du und Alex!', GERMAN_FORMAL);
    assert.match('Complète ton profil', FRENCH_INFORMAL);
    assert.match('Nous t’avons envoyé un lien.', FRENCH_INFORMAL);
    assert.doesNotMatch('Votre compte est actif. Pas de tentative.', FRENCH_INFORMAL);
    assert.match('Podemos pedirle a usted', SPANISH_FORMAL);
    assert.match('Possiamo chiederLe il Suo nome', ITALIAN_FORMAL);
    assert.match('per aiutarLa', ITALIAN_FORMAL);
    assert.doesNotMatch('La tua decisione:\\n\\nLa decisione è stata presa.', ITALIAN_FORMAL);
    assert.match('Wij sturen u een e-mail over uw account.', DUTCH_FORMAL);
    assert.match('Dziękujemy Państwu', POLISH_FORMAL);
  });
});

describe('one word per action', () => {
  // The words (as patterns) each language uses for logging in, signing up and getting premium, and the
  // keys across the packages whose label is that action.
  const WORDS = {
    en: { login: /^Log in$/, signup: /^Sign up/, premium: /^Get Premium$/i },
    de: { login: /^Einloggen$/, signup: /^(Kostenlos )?[Rr]egistrieren$/, premium: /^Premium werden$/ },
    es: {
      login: /^Iniciar sesión$/,
      signup: /^(Regístrate|Registrarse)( gratis)?$/,
      premium: /^Hazte Premium$/,
    },
    fr: {
      login: /^Se connecter$|^Connexion$/,
      signup: /^(S[’']inscrire|Inscription)( gratuite)?$/,
      premium: /^Passer à Premium$/,
    },
    it: { login: /^Accedi$/, signup: /^Iscriviti( gratis)?$/, premium: /^Passa a Premium$/ },
    nl: { login: /^Inloggen$/, signup: /^(Gratis a|A)anmelden$/, premium: /^Word Premium$/ },
    pl: {
      login: /^Zaloguj się$|^Logowanie$/,
      signup: /^Zarejestruj się( za darmo)?$|^Rejestracja$/,
      premium: /^Przejdź na Premium$/,
    },
  };
  const KEYS = {
    login: [
      'shell common.actions.login',
      'shell shell.nav.login',
      'shell shell.home.login',
      'mf-account login.title',
      'mf-account login.submit',
      'mf-account auth.login',
      'mf-account #titles.login',
      'mf-chat auth.login',
      'mf-members auth.login',
      'mf-payments auth.login',
      'mf-landers cta.login',
      'mf-landers signup.login',
    ],
    signup: [
      'shell common.actions.signup',
      'shell shell.nav.signup',
      'shell shell.home.signup',
      'mf-landers cta.signup',
      'mf-landers #titles.signup',
      'mf-members visitor.signup',
    ],
    premium: [
      'mf-payments #nav.getPremium',
      'mf-payments premium.title',
      'mf-chat errors.getPremium',
      'mf-members photos.locked.getPremium',
      'mf-account activateDone.premium.title',
    ],
  };

  for (const language of LANGUAGES) {
    it(`${language} uses one word each for log in, sign up and get premium`, () => {
      const texts = new Map(
        PACKAGES.flatMap((pkg) => [...packageTexts(pkg, language)].map(([k, v]) => [`${pkg} ${k}`, v])),
      );
      for (const [action, keys] of Object.entries(KEYS)) {
        for (const key of keys) {
          const text = texts.get(key);
          assert.ok(text !== undefined, `${language} ${key} is missing`);
          assert.match(text, WORDS[language][action], `${language} ${key} (${action})`);
        }
      }
    });
  }

  it('German never says "anmelden" (log in to some, sign up to others)', () => {
    assert.deepEqual(offending('de', /anmeld|angemeldet|[Mm]elde dich[^.]* an\b/), []);
  });
});
