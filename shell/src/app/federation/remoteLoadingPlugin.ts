import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reloadForChunkError } from './chunkReloadGuard';
import { describeMismatch, findKernelMismatch, IncompatibleKernelError } from './kernelCompatibility';
import { REMOTE_RETRY_DELAYS_MS, sleep, withRetry } from './retry';

export interface RecoveryOptions {
  /** Delays between attempts (exponential backoff). */
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
  /** Reloads the page for a chunk-load error when the guard allows; returns whether it did. */
  reloadForChunkError?: (error: unknown) => boolean;
}

/** A refused remote stays refused: another attempt loads the same manifest. */
const retryable = (error: unknown) => !(error instanceof IncompatibleKernelError);

/** Never settles: the page is reloading, and the slot keeps its spinner until it does. */
const untilReloaded = () => new Promise<never>(() => undefined);

/**
 * How remote code is loaded: attempts with backoff; when they are spent, a chunk that cannot load (a
 * deployment replaced the files this page knows) reloads the page once, guarded; any other failure
 * reaches the slot, which shows its "temporarily unavailable" panel.
 */
export async function loadWithRecovery<T>(
  load: () => Promise<T>,
  {
    delays = REMOTE_RETRY_DELAYS_MS,
    wait = sleep,
    reloadForChunkError: reload = reloadForChunkError,
  }: RecoveryOptions = {},
): Promise<T> {
  try {
    return await withRetry(load, { delays, wait, retryable });
  } catch (error) {
    if (reload(error)) return untilReloaded();
    throw error;
  }
}

/** The version of each shared module this page provides (the shell's own, which every remote shares). */
function providedVersions(origin: ModuleFederation): Record<string, string | undefined> {
  const provided: Record<string, string | undefined> = {};
  for (const [name, candidates] of Object.entries(origin.options.shared)) {
    const own = candidates.find((shared) => shared.from === origin.options.name) ?? candidates[0];
    provided[name] = own?.version;
  }
  return provided;
}

export interface RemoteLoadingPluginOptions extends RecoveryOptions {
  /** Where a refusal is reported; console.error by default. */
  logRefusal?: (message: string) => void;
}

/**
 * The shell's federation runtime plugin for loading remotes:
 * - a remote whose manifest needs a kernel (shared-ui, contract) this page's version does not satisfy is
 *   refused before any of its code runs, and the reason logged;
 * - a failed `loadRemote` is retried and falls back as `loadWithRecovery` says.
 */
export function remoteLoadingPlugin({
  logRefusal = (message) => console.error(message),
  ...recovery
}: RemoteLoadingPluginOptions = {}): ModuleFederationRuntimePlugin {
  // Loads retried by this plugin: their own failures go back to the retry loop, not into a nested one.
  const retrying = new Set<string>();
  return {
    name: 'shell-remote-loading',
    async afterLoadManifest({ manifestJson, moduleInfo, origin }) {
      if (!manifestJson) return;
      const mismatch = findKernelMismatch(moduleInfo.name, manifestJson.shared, providedVersions(origin));
      if (!mismatch) return;
      logRefusal(describeMismatch(mismatch));
      throw new IncompatibleKernelError(mismatch);
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || retrying.has(id) || !retryable(error)) return undefined;
      retrying.add(id);
      // The failed load was the first attempt; the next ones go through the runtime again.
      let failed = false;
      const attempt = async () => {
        if (!failed) {
          failed = true;
          throw error;
        }
        const module = await origin.loadRemote(id);
        if (!module) throw new Error(`The remote module ${id} could not be loaded`);
        return module;
      };
      try {
        return await loadWithRecovery(attempt, recovery);
      } finally {
        retrying.delete(id);
      }
    },
  };
}
