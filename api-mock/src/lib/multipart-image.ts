/**
 * Reading a multipart/form-data body that carries one photo in the file field `file`, next to the text fields
 * a route allows. Every defect of the body is a 400 saying what was wrong (not multipart: 415), a file over
 * the limit the route's 413, as soon as it passes the limit (not after reading the rest of it). Once a body
 * is refused, the rest of it is not read: the connection closes after the answer.
 *
 * Nothing here waits on its own: the body is read as it arrives, and when the server's time limits end a
 * stalled request, the socket's close ends the read (400, which nobody receives any more).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ERROR_CODES } from 'contract';
import { ApiHttpError } from './http-error.js';

/** A 400 about the body, with the message under the field it concerns (the file unless told). */
export const badMultipartBody = (message: string, field = 'file') =>
  new ApiHttpError(400, ERROR_CODES.badRequest, message, { [field]: message });

/** A 400 about one text field's value, as a validation failure of that field. */
export const invalidMultipartField = (field: string, message: string) =>
  new ApiHttpError(400, ERROR_CODES.validationFailed, `Invalid body: ${field} ${message}`, {
    [field]: message,
  });

/** What a route accepts, and its own answers where routes word them differently. */
export interface MultipartImageRules {
  /** The largest file accepted; a larger one is answered with `tooLarge()`. */
  maxBytes: number;
  tooLarge: () => ApiHttpError;
  /** The text fields the body may carry besides the file (each at most once). */
  fields: ReadonlySet<string>;
  /**
   * The parser's limits, a little above what the route expects, so that an extra part is seen and named
   * (`unexpectedField`, `secondFile`) rather than cut off.
   */
  limits: { fields: number; parts: number; fieldSize: number };
  messages: {
    /** A text field the route does not take (including a field named `file`). */
    unexpectedField: (name: string) => ApiHttpError;
    /** A second file. */
    secondFile: string;
    /** More parts, files or fields than the limits allow. */
    tooManyParts: string;
    /** The parser's own errors (no boundary, malformed or truncated parts) and a request cut off mid-body. */
    malformed: string;
  };
}

export interface MultipartImageBody {
  fields: ReadonlyMap<string, string>;
  /** The file's bytes, or null when none was sent (`requireImage` answers that). */
  file: Buffer | null;
}

async function collect(
  file: Readable & { truncated?: boolean },
  tooLarge: () => ApiHttpError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** Reads the allowed text fields and the one file of a multipart body, or answers what is wrong with it. */
export async function readMultipartImage(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: MultipartImageRules,
): Promise<MultipartImageBody> {
  if (!request.isMultipart()) {
    throw new ApiHttpError(415, ERROR_CODES.unsupportedMediaType, 'Send the photo as multipart/form-data.');
  }
  // A request whose connection closed before its body was read (the client left, or the server's time
  // limits ended it): the parser would wait for data and an end that never come.
  if (request.raw.destroyed) {
    throw badMultipartBody('The upload was interrupted before the photo arrived.');
  }
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { ...rules.limits, fileSize: rules.maxBytes, files: 2, headerPairs: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!rules.fields.has(part.fieldname)) throw rules.messages.unexpectedField(part.fieldname);
        if (fields.has(part.fieldname)) {
          throw badMultipartBody(`The field "${part.fieldname}" was sent twice.`);
        }
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw invalidMultipartField(part.fieldname, 'is too long');
        }
        fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        throw badMultipartBody(
          `Unexpected file field "${part.fieldname}": send the photo as the file field "file".`,
        );
      }
      if (file) throw badMultipartBody(rules.messages.secondFile);
      file = await collect(part.file, rules.tooLarge);
    }
  } catch (error) {
    // Whatever is left of the body is not read: the connection closes after the answer.
    reply.header('connection', 'close');
    if (error instanceof ApiHttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badMultipartBody(rules.messages.tooManyParts);
    }
    throw badMultipartBody(rules.messages.malformed);
  }
  return { fields, file };
}

/** The photo's bytes; a body without one, or with an empty one, is a 400. */
export function requireImage(file: Buffer | null): Buffer {
  if (!file) throw badMultipartBody('No photo was sent: add it as the file field "file".');
  if (file.length === 0) throw badMultipartBody('The photo file is empty.');
  return file;
}
