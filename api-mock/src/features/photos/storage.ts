/**
 * Where uploaded files live. The local implementation writes under DATA_DIR/uploads, which the app serves
 * under the site's cdn_prefix path (/uploads/); a CDN-backed implementation only has to honour the same two
 * calls.
 */
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores the bytes under a flat, generated name (no path separators). */
  put(name: string, bytes: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*$/;

export function createLocalStorage(root: string): Storage {
  const fileOf = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe storage name "${name}"`);
    return path.join(root, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(root, { recursive: true });
      await writeFile(fileOf(name), bytes, { flag: 'wx' });
    },
    async remove(name) {
      await unlink(fileOf(name)).catch(() => undefined);
    },
  };
}
