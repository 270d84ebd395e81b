/**
 * Where chat photos live: a folder of their own (DATA_DIR/chat-attachments), outside the uploads folder the
 * site serves, so no file route can hand one out; only GET /api/chat-attachment.php does, to the two members
 * of its conversation. Writing and deleting are the photo storage's (flat generated names only).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLocalStorage, type Storage } from '../photos/storage.js';

export interface AttachmentStore extends Storage {
  /** The stored bytes, or null when the file is gone. */
  read(name: string): Promise<Buffer | null>;
}

/** Names the store writes: 32 hex characters and .jpg (checked again before any read). */
const ATTACHMENT_NAME = /^[0-9a-f]{32}\.jpg$/;

export function createAttachmentStore(root: string): AttachmentStore {
  const storage = createLocalStorage(root);
  return {
    ...storage,
    async read(name) {
      if (!ATTACHMENT_NAME.test(name)) return null;
      return readFile(path.join(root, name)).catch(() => null);
    },
  };
}
