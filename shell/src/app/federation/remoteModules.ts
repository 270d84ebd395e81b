import type { ComponentType } from 'react';
import { i18n, isLanguage, DEFAULT_LOCALE, type Language } from 'shared-ui/kernel';
import type { LanderParcelConfig, LanderParcelsModule, RemoteRegistration } from 'shared-ui/kernel';
import { ensureRemoteTranslations } from './remoteTranslations';
import { loadFederatedModule } from './runtime';
import { loadWithRecovery } from './remoteLoadingPlugin';
import { settle, type SettledPromise } from './settle';

/**
 * Loads of remote code, cached so that a route's `lazy` (which preloads during navigation, driving
 * the loading bar) and the slot that renders share one request. A failure is reused only briefly (the
 * slot right after a failed preload shows the panel at once instead of repeating the backoff); after
 * that, or when the user presses Retry (`fresh`), a new load starts.
 */
const FAILURE_REUSE_MS = 10_000;
const cache = new Map<string, { promise: SettledPromise<unknown>; failedAt?: number }>();

export interface LoadOptions {
  /** Ignore a cached failure (the Retry button). */
  fresh?: boolean;
}

function cached<T>(
  key: string,
  load: () => Promise<T>,
  { fresh = false }: LoadOptions = {},
): SettledPromise<T> {
  const hit = cache.get(key);
  const reusable =
    hit &&
    (hit.promise.status !== 'rejected' || (!fresh && Date.now() - (hit.failedAt ?? 0) < FAILURE_REUSE_MS));
  if (hit && reusable) return hit.promise as SettledPromise<T>;
  const entry: { promise: SettledPromise<T>; failedAt?: number } = { promise: settle(load()) };
  entry.promise.catch(() => {
    entry.failedAt = Date.now();
  });
  cache.set(key, entry);
  return entry.promise;
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export function loadRemoteModule<T>(id: string, options?: LoadOptions): SettledPromise<T> {
  return cached(`module:${id}`, () => loadFederatedModule<T>(id), options);
}

export interface LoadedPage {
  Component: ComponentType;
  version: string;
}

/** What a remote exposes as './register'. */
export interface RegisterModule {
  registration: RemoteRegistration;
}

/** A remote's registration module: its page modules, translations and build version. */
export async function loadRemoteRegistration(
  remote: string,
  options?: LoadOptions,
): Promise<RemoteRegistration> {
  return (await loadRemoteModule<RegisterModule>(`${remote}/register`, options)).registration;
}

/** A feature page: the remote's registration module, its translations, then the page's own chunk. */
export function loadRemotePage(
  remote: string,
  page: string,
  options?: LoadOptions,
): SettledPromise<LoadedPage> {
  return cached(
    `page:${remote}:${page}`,
    async () => {
      const registration = await loadRemoteRegistration(remote, options);
      const loadPage = registration.pages[page];
      if (!loadPage) throw new Error(`The remote ${remote} has no page ${page}`);
      const [{ default: Component }] = await Promise.all([
        loadWithRecovery(loadPage),
        ensureRemoteTranslations(registration, currentLanguage()),
      ]);
      return { Component, version: registration.version };
    },
    options,
  );
}

export interface LoadedParcel {
  config: LanderParcelConfig;
  version: string;
}

/** A lander: mf_landers' parcels module, its translations, then the lander's parcel config. */
export function loadLanderParcel(
  remote: string,
  parcel: string,
  options?: LoadOptions,
): SettledPromise<LoadedParcel> {
  return cached(
    `parcel:${remote}:${parcel}`,
    async () => {
      const parcels = await loadRemoteModule<LanderParcelsModule>(`${remote}/parcels`, options);
      const loadParcel = parcels.parcels[parcel];
      if (!loadParcel) throw new Error(`The remote ${remote} has no lander ${parcel}`);
      const [{ default: config }] = await Promise.all([
        loadWithRecovery(loadParcel),
        ensureRemoteTranslations(parcels, currentLanguage()),
      ]);
      return { config, version: parcels.version };
    },
    options,
  );
}
