import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesManifest, type RemotesManifest } from './remotesManifest';
import { remoteLoadingPlugin } from './remoteLoadingPlugin';

/**
 * The bridge to the Module Federation runtime. `init` with the shell's name attaches to the instance
 * the build plugin already created (it holds the shared singletons), so remotes registered here share
 * react, jotai, shared-ui, ... with the shell. The runtime plugin checks each remote's kernel range and
 * retries failed loads (registered once: the runtime keeps the first plugin of a name).
 */
let registered: RemotesManifest = {};
const loadingPlugin = remoteLoadingPlugin();

export function registerRemotesFromManifest(manifest: RemotesManifest): void {
  init({ name: 'shell', remotes: [], plugins: [loadingPlugin] });
  const changed = Object.entries(manifest).filter(([name, entry]) => registered[name] !== entry);
  if (changed.length === 0) return;
  // force: a remote whose manifest URL changed (redeployed) replaces the old registration.
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registered = { ...registered, ...manifest };
}

export function isRegistered(remote: string): boolean {
  return remote in registered;
}

/**
 * Before a retry: the deployment may have fixed or moved a remote since the page loaded, so the
 * manifest is read again and changed entries are re-registered. A failing manifest fetch is not fatal
 * here; the retry then runs against the registration we have.
 */
export async function refreshRemotesManifest(): Promise<void> {
  try {
    registerRemotesFromManifest(await fetchRemotesManifest());
  } catch {
    // Keep the current registration.
  }
}

/** Loads `<remote>/<exposed>` through the federation runtime, whose plugin retries and falls back. */
export async function loadFederatedModule<T>(id: string): Promise<T> {
  const remote = id.split('/')[0] ?? id;
  if (!isRegistered(remote)) throw new Error(`The remote ${remote} is not in the remotes manifest`);
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`The remote module ${id} could not be loaded`);
  return module;
}
