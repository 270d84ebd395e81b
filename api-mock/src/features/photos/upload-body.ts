/**
 * The body of a photo upload: multipart/form-data with exactly one part, a file in the field `file`, of at
 * most PHOTO_MAX_BYTES. Every defect of the body is a 400 with what was wrong (no boundary, a truncated or
 * malformed body, no file, a field instead of the file, more than one part), a file over the limit a 413;
 * readMultipartImage reads it, with the photo route's own wording.
 *
 * Refused before the body is read (onRequest, `refuseUnreadableUpload`): a compressed body (any
 * Content-Encoding but identity: the multipart parser reads the raw stream, so a decompressing stage in
 * front of it would never be drained and the request would hang) and a Content-Length over the limit. Those
 * answers close the connection, so the unread rest of the body is not read just to be thrown away.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, GENERAL_MESSAGES, PHOTO_MAX_BYTES } from 'contract';
import { ApiHttpError } from '../../lib/http-error.js';
import {
  badMultipartBody,
  readMultipartImage,
  requireImage,
  type MultipartImageRules,
} from '../../lib/multipart-image.js';

/** Room for the multipart framing (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const photoTooLarge = () =>
  new ApiHttpError(413, ERROR_CODES.payloadTooLarge, GENERAL_MESSAGES.photoTooLarge);

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

const PHOTO_UPLOAD: MultipartImageRules = {
  maxBytes: PHOTO_MAX_BYTES,
  tooLarge: photoTooLarge,
  // The photo is the only part: no text field is taken.
  fields: new Set(),
  limits: { fields: 2, parts: 3, fieldSize: 1024 },
  messages: {
    unexpectedField: (name) =>
      badMultipartBody(
        name === 'file'
          ? 'The photo must be sent as a file, not as a text field.'
          : `Unexpected field "${name}": send only the photo, as the file field "file".`,
      ),
    secondFile: 'Send one photo per upload.',
    tooManyParts: 'Send one photo per upload, as the file field "file", and nothing else.',
    malformed:
      'The upload is not a complete multipart/form-data body (it needs a boundary and the photo as the file field "file").',
  },
};

/** Reads the one photo of a multipart upload, or answers what is wrong with the body. */
export async function readPhotoUpload(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  const { file } = await readMultipartImage(request, reply, PHOTO_UPLOAD);
  return requireImage(file);
}
