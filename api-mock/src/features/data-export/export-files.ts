/**
 * Where the prepared ZIPs live: a private folder of their own (DATA_DIR/data-exports), outside every folder the
 * site serves, so only the download route (session and token checked) hands a file out. Names are made here
 * from the export's id, so a name read back from the database is checked again before any file is touched.
 */
import type { ReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

export interface ExportFiles {
  /** The file name of an export's ZIP. */
  nameOf(exportId: number): string;
  /** Where to write the ZIP while it is being built (renamed into place by `commit`). */
  draftPath(name: string): Promise<string>;
  /** Moves a finished draft into place; answers its size in bytes. */
  commit(name: string): Promise<number>;
  /** The ZIP's bytes as a stream, or null when the file is gone. */
  open(name: string): Promise<{ stream: ReadStream; bytes: number } | null>;
  /** Deletes the file (and a draft left by a crash); a missing file is no error. */
  remove(name: string): Promise<void>;
}

const EXPORT_NAME = /^data-export-[1-9][0-9]*\.zip$/;

export function createExportFiles(root: string): ExportFiles {
  const fileOf = (name: string) => {
    if (!EXPORT_NAME.test(name)) throw new Error(`unsafe export file name "${name}"`);
    return path.join(root, name);
  };
  const draftOf = (name: string) => `${fileOf(name)}.part`;
  return {
    nameOf: (exportId) => `data-export-${exportId}.zip`,
    async draftPath(name) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      return draftOf(name);
    },
    async commit(name) {
      await rename(draftOf(name), fileOf(name));
      return (await stat(fileOf(name))).size;
    },
    async open(name) {
      if (!EXPORT_NAME.test(name)) return null;
      // Opened first, then streamed from the open descriptor: a purge deleting the file in between cannot
      // cut the download short.
      const handle = await open(fileOf(name), 'r').catch(() => null);
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), bytes: size };
    },
    async remove(name) {
      await unlink(fileOf(name)).catch(() => undefined);
      await unlink(draftOf(name)).catch(() => undefined);
    },
  };
}
