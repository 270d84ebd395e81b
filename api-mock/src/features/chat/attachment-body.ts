/**
 * The body of a chat photo (POST /api/chat-attachment.php): multipart/form-data with the text fields
 * `client_id` and `conversation` or `member`, and one image in the file field `file`, of at most
 * CHAT_ATTACHMENT_MAX_BYTES. The same refusals as a profile photo's upload (upload-body.ts): every defect of the
 * body is a 400 saying what was wrong, a file over the limit a 413; compressed bodies and a Content-Length
 * over the limit are refused before the body is read (`refuseUnreadableUpload`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { CHAT_ATTACHMENT_MAX_BYTES, ClientMessageIdSchema, ERROR_CODES, ID_MAX } from 'contract';
import { ApiHttpError } from '../../lib/http-error.js';
import { photoTooLarge } from '../photos/upload-body.js';

export interface AttachmentUpload {
  clientId: string;
  conversation?: number;
  member?: number;
  bytes: Buffer;
}

const FIELDS = new Set(['client_id', 'conversation', 'member']);
const CLIENT_ID = new RegExp(ClientMessageIdSchema.pattern ?? '^$');
const ID = /^[1-9][0-9]{0,9}$/;

const badBody = (message: string, field = 'file') =>
  new ApiHttpError(400, ERROR_CODES.badRequest, message, { [field]: message });

const invalidField = (field: string, message: string) =>
  new ApiHttpError(400, ERROR_CODES.validationFailed, `Invalid body: ${field} ${message}`, {
    [field]: message,
  });

const MALFORMED =
  'The upload is not a complete multipart/form-data body (it needs a boundary, the fields client_id and ' +
  'conversation or member, and the photo as the file field "file").';

async function collect(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw photoTooLarge();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw photoTooLarge();
  return Buffer.concat(chunks);
}

function idField(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const id = ID.test(value) ? Number(value) : NaN;
  if (!(id >= 1 && id <= ID_MAX)) throw invalidField(name, `must be an id from 1 to ${ID_MAX}`);
  return id;
}

/** Reads the fields and the one photo of a chat attachment, or answers what is wrong with the body. */
export async function readAttachmentUpload(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AttachmentUpload> {
  if (!request.isMultipart()) {
    throw new ApiHttpError(415, ERROR_CODES.unsupportedMediaType, 'Send the photo as multipart/form-data.');
  }
  if (request.raw.destroyed) throw badBody('The upload was interrupted before the photo arrived.');
  const fields = new Map<string, string>();
  let photo: Buffer | null = null;
  try {
    // Limits a little above the expected parts, so an extra part is seen and named below rather than cut off.
    const parts = request.parts({
      limits: {
        fileSize: CHAT_ATTACHMENT_MAX_BYTES,
        files: 2,
        fields: FIELDS.size + 1,
        parts: FIELDS.size + 2,
        fieldSize: 256,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!FIELDS.has(part.fieldname)) {
          throw badBody(`Unexpected field "${part.fieldname}".`, part.fieldname);
        }
        if (fields.has(part.fieldname)) throw badBody(`The field "${part.fieldname}" was sent twice.`);
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw invalidField(part.fieldname, 'is too long');
        }
        fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        throw badBody(`Unexpected file field "${part.fieldname}": send the photo as the file field "file".`);
      }
      if (photo) throw badBody('Send one photo per message.');
      photo = await collect(part.file);
    }
  } catch (error) {
    reply.header('connection', 'close');
    if (error instanceof ApiHttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badBody('Send client_id, conversation or member, and one photo as the file field "file".');
    }
    throw badBody(MALFORMED);
  }
  const clientId = fields.get('client_id');
  if (clientId === undefined) throw invalidField('client_id', 'is required');
  if (!CLIENT_ID.test(clientId)) throw invalidField('client_id', 'must be a UUID');
  const conversation = idField('conversation', fields.get('conversation'));
  const member = idField('member', fields.get('member'));
  if (!photo) throw badBody('No photo was sent: add it as the file field "file".');
  if (photo.length === 0) throw badBody('The photo file is empty.');
  return {
    clientId,
    ...(conversation !== undefined ? { conversation } : {}),
    ...(member !== undefined ? { member } : {}),
    bytes: photo,
  };
}
