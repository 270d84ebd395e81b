import { CHAT_ATTACHMENT_MAX_BYTES } from 'shared-ui/kernel';

/** The image types a chat photo may have (the server checks the bytes again). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic'] as const;

export type PhotoProblem = 'notAnImage' | 'tooLarge' | null;

/** Why a chosen or dropped file cannot be sent as a chat photo, or null when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): PhotoProblem {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'notAnImage';
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Characters left before the counter shows: a tenth of the limit, at least 20. */
export function counterThreshold(maxLength: number): number {
  return Math.max(20, Math.ceil(maxLength / 10));
}
