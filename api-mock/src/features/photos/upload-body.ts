/**
 * The body of a photo upload: multipart/form-data with exactly one part, a file in the field `file`, of at
 * most PHOTO_MAX_BYTES. Every defect of the body is a 400 with what was wrong (no boundary, a truncated or
 * malformed body, no file, a field instead of the file, more than one part), a file over the limit a 413.
 *
 * Refused before the body is read (onRequest, `refuseUnreadableUpload`): a compressed body (any
 * Content-Encoding but identity: the multipart parser reads the raw stream, so a decompressing stage in
 * front of it would never be drained and the request would hang) and a Content-Length over the limit. Those
 * answers close the connection, so the unread rest of the body is not read just to be thrown away.
 *
 * Nothing here waits on its own: the body is read as it arrives, and when the server's time limits end a
 * stalled request, the socket's close ends the read (400, which nobody receives any more).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ERROR_CODES, PHOTO_MAX_BYTES } from 'contract';
import { ApiHttpError } from '../../lib/http-error.js';

/** Room for the multipart framing (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const MB = 1024 * 1024;

export const photoTooLarge = () =>
  new ApiHttpError(
    413,
    ERROR_CODES.payloadTooLarge,
    `The photo is too large (at most ${PHOTO_MAX_BYTES / MB} MB).`,
  );

const badBody = (message: string) =>
  new ApiHttpError(400, ERROR_CODES.badRequest, message, { file: message });

const MALFORMED =
  'The upload is not a complete multipart/form-data body (it needs a boundary and the photo as the file field "file").';

/** onRequest hook of the upload route: refusals that must not wait for the body. */
export async function refuseUnreadableUpload(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    reply.header('connection', 'close');
    throw new ApiHttpError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Compressed uploads are not accepted: send the photo without a Content-Encoding.',
    );
  }
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    reply.header('connection', 'close');
    throw photoTooLarge();
  }
}

/** The file's bytes; 413 as soon as it passes the limit (not after reading the rest of it). */
async function collect(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw photoTooLarge();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw photoTooLarge();
  return Buffer.concat(chunks);
}

/** Reads the one photo of a multipart upload, or answers what is wrong with the body. */
export async function readPhotoUpload(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ApiHttpError(415, ERROR_CODES.unsupportedMediaType, 'Send the photo as multipart/form-data.');
  }
  // A request whose connection closed before its body was read (the client left, or the server's time
  // limits ended it): the parser would wait for data and an end that never come.
  if (request.raw.destroyed) {
    throw badBody('The upload was interrupted before the photo arrived.');
  }
  let photo: Buffer | null = null;
  try {
    // Limits a little above one part, so that a second part is seen and named below rather than cut off.
    const parts = request.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        throw badBody(
          part.fieldname === 'file'
            ? 'The photo must be sent as a file, not as a text field.'
            : `Unexpected field "${part.fieldname}": send only the photo, as the file field "file".`,
        );
      }
      if (part.fieldname !== 'file') {
        throw badBody(`Unexpected file field "${part.fieldname}": send the photo as the file field "file".`);
      }
      if (photo) throw badBody('Send one photo per upload.');
      photo = await collect(part.file);
    }
  } catch (error) {
    // Whatever is left of the body is not read: the connection closes after the answer.
    reply.header('connection', 'close');
    if (error instanceof ApiHttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badBody('Send one photo per upload, as the file field "file", and nothing else.');
    }
    // The parser's own errors (no boundary, malformed or truncated parts) and a request cut off mid-body.
    throw badBody(MALFORMED);
  }
  if (!photo) throw badBody('No photo was sent: add it as the file field "file".');
  if (photo.length === 0) throw badBody('The photo file is empty.');
  return photo;
}
