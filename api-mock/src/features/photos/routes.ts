/** POST /api/photos.php: multipart upload of one photo (session required). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ERROR_CODES, PHOTO_MAX_BYTES, PhotoUploadResponseSchema } from '../../contract/index.js';
import { ApiHttpError, authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import type { UserView } from '../account/user-view.js';
import type { PhotoService } from './photo-service.js';

export interface PhotoRoutesOptions {
  photos: PhotoService;
  accounts: AccountService;
  userView: UserView;
}

const tooLarge = () =>
  new ApiHttpError(413, ERROR_CODES.payloadTooLarge, 'The photo is too large (at most 10 MB).');

export const photoRoutes: FastifyPluginAsync<
  PhotoRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { photos, accounts, userView }) => {
  // Encapsulated: only this plugin's routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  app.post(
    '/photos.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['account'],
        summary: 'Uploads a photo (multipart field `file`); the first one becomes the main image',
        description:
          'The type is read from the bytes; metadata (EXIF, GPS) is removed; a 400 px thumbnail is made. ' +
          'Free members keep at most 3 photos, premium members 25: 403 photo_limit.',
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: PhotoUploadResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const memberId = request.session?.memberId;
      const member = memberId === undefined ? null : await accounts.memberById(memberId);
      if (!member) throw authenticationRequired();
      if (!request.isMultipart()) {
        throw new ApiHttpError(
          415,
          ERROR_CODES.unsupportedMediaType,
          'Send the photo as multipart/form-data.',
        );
      }
      const file = await request.file();
      if (!file)
        throw new ApiHttpError(400, ERROR_CODES.validationFailed, 'No photo was sent.', {
          file: 'is required',
        });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      const photo = await photos.upload(member, bytes);
      const updated = (await accounts.memberById(member.id)) ?? member;
      reply.code(201).header('cache-control', 'no-store');
      return {
        photo: { id: photo.id, filename: photo.filename, thumb_filename: photo.thumbFilename },
        user: await userView(updated, request),
      };
    },
  );
};
