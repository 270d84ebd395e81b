import { addNamespace, type Language } from 'shared-ui/kernel';
import { textLanguages } from '../pseudo-locale';

/** The part of a remote's module the shell needs to register its i18n namespace. */
export interface TranslatedRemote {
  namespace: string;
  loadTranslations: (language: Language) => Promise<Record<string, unknown>>;
}

const knownRemotes = new Set<TranslatedRemote>();
const loads = new Map<string, Promise<void>>();

function loadOnce(remote: TranslatedRemote, language: Language): Promise<void> {
  const key = `${remote.namespace}:${language}`;
  let load = loads.get(key);
  if (!load) {
    load = remote
      .loadTranslations(language)
      .then((bundle) => addNamespace(remote.namespace, { [language]: bundle }));
    // A failed load must be retryable (the Retry button of the unavailable panel).
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/**
 * Registers a remote's namespace in the current language and the fallback (every language, for the e2e
 * build's pseudo-locale), before its page renders.
 */
export async function ensureRemoteTranslations(remote: TranslatedRemote, language: Language): Promise<void> {
  knownRemotes.add(remote);
  await Promise.all(textLanguages(language).map((lang) => loadOnce(remote, lang)));
}

/** On a language change: every remote loaded so far gets its bundle for the new language. */
export async function ensureKnownRemotesTranslations(language: Language): Promise<void> {
  await Promise.all(
    [...knownRemotes].map((remote) => ensureRemoteTranslations(remote, language).catch(() => undefined)),
  );
}
