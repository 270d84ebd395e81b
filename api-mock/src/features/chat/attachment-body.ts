/**
 * The body of a chat photo (POST /api/chat-attachment.php): multipart/form-data with the text fields
 * `client_id` and `conversation` or `member`, and one image in the file field `file`, of at most
 * CHAT_ATTACHMENT_MAX_BYTES. Read like a profile photo's upload (readMultipartImage): every defect of the
 * body is a 400 saying what was wrong, a file over the limit a 413; compressed bodies and a Content-Length
 * over the limit are refused before the body is read (`refuseUnreadableUpload`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_ATTACHMENT_MAX_BYTES, ClientMessageIdSchema, ID_MAX } from 'contract';
import {
  badMultipartBody,
  invalidMultipartField,
  readMultipartImage,
  requireImage,
  type MultipartImageRules,
} from '../../lib/multipart-image.js';
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

const ATTACHMENT_UPLOAD: MultipartImageRules = {
  maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
  tooLarge: photoTooLarge,
  fields: FIELDS,
  limits: { fields: FIELDS.size + 1, parts: FIELDS.size + 2, fieldSize: 256 },
  messages: {
    unexpectedField: (name) => badMultipartBody(`Unexpected field "${name}".`, name),
    secondFile: 'Send one photo per message.',
    tooManyParts: 'Send client_id, conversation or member, and one photo as the file field "file".',
    malformed:
      'The upload is not a complete multipart/form-data body (it needs a boundary, the fields client_id and ' +
      'conversation or member, and the photo as the file field "file").',
  },
};

function idField(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const id = ID.test(value) ? Number(value) : NaN;
  if (!(id >= 1 && id <= ID_MAX)) throw invalidMultipartField(name, `must be an id from 1 to ${ID_MAX}`);
  return id;
}

/** Reads the fields and the one photo of a chat attachment, or answers what is wrong with the body. */
export async function readAttachmentUpload(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AttachmentUpload> {
  const { fields, file } = await readMultipartImage(request, reply, ATTACHMENT_UPLOAD);
  const clientId = fields.get('client_id');
  if (clientId === undefined) throw invalidMultipartField('client_id', 'is required');
  if (!CLIENT_ID.test(clientId)) throw invalidMultipartField('client_id', 'must be a UUID');
  const conversation = idField('conversation', fields.get('conversation'));
  const member = idField('member', fields.get('member'));
  const photo = requireImage(file);
  return {
    clientId,
    ...(conversation !== undefined ? { conversation } : {}),
    ...(member !== undefined ? { member } : {}),
    bytes: photo,
  };
}
