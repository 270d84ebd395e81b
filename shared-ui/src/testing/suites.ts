/**
 * The checks every remote runs on itself, written once. Each remote's test file imports its own
 * modules and calls these, so the checks run against that remote's code and its build-time globals.
 */
import { LANGUAGES, type Language } from 'contract/constants';
import type { RemoteRoutesModule } from '../kernel/federation/contract';
import { missingKeys } from '../kernel/i18n/i18n';

type Bundle = Record<string, unknown>;

/** The singletons whose instance each remote records for the browser test that proves there is one of each. */
const RECORDED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'shared-ui/kernel',
];

export interface RemoteRoutesExpectations {
  /** The federation name, e.g. 'mf_chat'. */
  app: string;
  namespace: string;
  /** Every page name './routes' must expose (ROUTES.md's, plus any panel the shell asks for). */
  pages: readonly string[];
  /** What the exposed pages are, for the test's name. */
  pagesDescription?: string;
  /** The remote's German bundle, which loadTranslations('de') must return. */
  de: Bundle;
}

/** A remote's './routes' module keeps the kernel's RemoteRoutesModule contract. */
export function describeRemoteRoutes(
  routes: RemoteRoutesModule,
  { app, namespace, pages, pagesDescription = 'the pages of ROUTES.md', de }: RemoteRoutesExpectations,
): void {
  describe(`${app} ./routes`, () => {
    it('satisfies the kernel contract', () => {
      expect(routes.namespace).toBe(namespace);
      expect(routes.version).toBe('0.0.0-test');
    });

    it(`exposes exactly ${pagesDescription}, each loading a component`, async () => {
      expect(Object.keys(routes.pages).sort()).toEqual([...pages].sort());
      for (const load of Object.values(routes.pages)) {
        expect(typeof (await load()).default).toBe('function');
      }
    });

    it('loads a language bundle of its namespace', async () => {
      expect(await routes.loadTranslations('de')).toEqual(de);
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
