import { CHUNK_RELOAD_GUARD_MS } from 'shared-ui/kernel';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/**
 * The federation runtime's codes for a remote whose files did not arrive: its manifest (RUNTIME-003), its
 * entry script (RUNTIME-008), or an entry that loaded without its container (RUNTIME-001).
 */
const REMOTE_FILES_FAILED = /#RUNTIME-00[138]\b/;

/**
 * A chunk or a remote's entry that cannot load usually means a new deployment replaced the files this page
 * was built against (or the network failed on them); a reload fetches the new ones. Matches webpack's
 * ChunkLoadError, the federation runtime's failed manifests and entries, and the browsers' failed dynamic
 * import messages.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if (REMOTE_FILES_FAILED.test(error.message)) return true;
  return /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );
}

/**
 * Reload once, at most once per CHUNK_RELOAD_GUARD_MS. Returns true (and records the
 * time in sessionStorage) when a reload is allowed now; false when the page reloaded recently, in
 * which case the caller shows the unavailable panel instead of looping.
 */
export function claimChunkReload(
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** Reloads the page for a chunk load error when the guard allows; returns whether it did. */
export function reloadForChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!isChunkLoadError(error) || !claimChunkReload()) return false;
  reload();
  return true;
}
