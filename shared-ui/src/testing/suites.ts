/**
 * The checks every remote runs on itself, written once. Each remote's test file imports its own
 * modules and calls these, so the checks run against that remote's code and its build-time globals.
 */
import { LANGUAGES, type Language } from 'contract/constants';
import type { RemoteRegistration } from '../kernel/registration/types';
import { missingKeys } from '../kernel/i18n/i18n';

type Bundle = Record<string, unknown>;

/** The singletons whose instance each remote records for the browser test that proves there is one of each. */
const RECORDED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'shared-ui/router',
  'jotai',
  'shared-ui/kernel',
];

export interface RemoteRegistrationExpectations {
  /** The federation name, e.g. 'mf_chat'. */
  app: string;
  namespace: string;
  /** Every route name the remote must register. */
  routes: readonly string[];
  /** The remote's German bundle, which loadTranslations('de') must return. */
  de: Bundle;
}

/**
 * A remote's './register' module: it registers the routes it owns, every declared page loads a component,
 * every label and title has its text in every language, and it records its singleton instances.
 */
export function describeRemoteRegistration(
  registration: RemoteRegistration,
  { app, namespace, routes, de }: RemoteRegistrationExpectations,
): void {
  describe(`${app} ./register`, () => {
    it('registers under its federation name, namespace and build version', () => {
      expect(registration.data.remote).toBe(app);
      expect(registration.namespace).toBe(namespace);
      expect(registration.version).toBe('0.0.0-test');
    });

    it('registers the routes it owns', () => {
      expect(registration.data.pages.map((page) => page.name).sort()).toEqual([...routes].sort());
    });

    it('binds every page it exposes to a component', async () => {
      for (const load of Object.values(registration.pages)) {
        expect(typeof (await load()).default).toBe('function');
      }
    });

    it('has the text of every navigation label and page title in every language', () => {
      const keys = [
        ...registration.data.pages.flatMap((page) => (page.title ? [page.title] : [])),
        ...(registration.data.navigation ?? []).flatMap((item) =>
          item.shortLabel ? [item.label, item.shortLabel] : [item.label],
        ),
      ];
      for (const language of LANGUAGES) {
        const texts = registration.data.messages?.[language] ?? {};
        expect(keys.filter((key) => !texts[key])).toEqual([]);
      }
    });

    it('shows the tab bar a short label that is part of the full one, as screen readers hear the full one', () => {
      for (const language of LANGUAGES) {
        const texts = registration.data.messages?.[language] ?? {};
        for (const item of registration.data.navigation ?? []) {
          if (!item.shortLabel) continue;
          expect(texts[item.label]?.toLocaleLowerCase()).toContain(
            texts[item.shortLabel]?.toLocaleLowerCase(),
          );
        }
      }
    });

    it('loads a language bundle of its namespace', async () => {
      expect(await registration.loadTranslations('de')).toEqual(de);
    });

    it('records the singleton instances it received', () => {
      const probe = window.__SINGLETON_PROBE__ ?? {};
      for (const name of RECORDED_SINGLETONS) {
        expect(probe[name]?.some((entry) => entry.app === app)).toBe(true);
      }
    });
  });
}

/** Every language of an app's namespace has every English key, none of them empty. */
export function describeTranslations(
  namespace: string,
  en: Bundle,
  loadTranslations: (language: Language) => Promise<Bundle>,
): void {
  describe(`${namespace} translations`, () => {
    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      '%s has every English key, none empty',
      async (language) => {
        expect(missingKeys(en, await loadTranslations(language))).toEqual([]);
      },
    );

    it('English itself has no empty text', () => {
      expect(missingKeys(en, en)).toEqual([]);
    });
  });
}
