/** The member's own photos (session required): upload (multipart), list and delete. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
  PHOTO_MAX_BYTES,
  PhotoDeleteQuerySchema,
  PhotoListResponseSchema,
  PhotoPrivacyUpdateSchema,
  PhotoUploadResponseSchema,
  type PhotoListResponse,
} from '../../contract/index.js';
import type { MemberRecord } from '../../db/repositories/index.js';
import { ApiHttpError, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
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
  const memberOf = (request: FastifyRequest) => sessionMember(request, accounts.memberById);

  async function photoList(member: MemberRecord, request: FastifyRequest): Promise<PhotoListResponse> {
    const list = await photos.list(member);
    return {
      photos: list.map((photo) => ({
        id: photo.id,
        filename: photo.filename,
        thumb_filename: photo.thumbFilename,
        main: photo.id === member.mainPhotoId,
        private: photo.private,
      })),
      limit: member.paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE,
      user: await userView(member, request),
    };
  }

  const listSchema = {
    tags: ['account'],
    security: [{ session: [] }],
    response: { 200: PhotoListResponseSchema, ...ERROR_RESPONSES },
  };

  app.get(
    '/photos.php',
    {
      preHandler: app.requireSession,
      schema: { ...listSchema, summary: "The logged-in member's photos and how many they may keep" },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return photoList(await memberOf(request), request);
    },
  );

  app.delete(
    '/photos.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...listSchema,
        summary: "Deletes one of the member's photos; the oldest remaining one becomes the main image",
        querystring: PhotoDeleteQuerySchema,
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      await photos.remove(member, request.query.id);
      reply.header('cache-control', 'no-store');
      return photoList((await accounts.memberById(member.id)) ?? member, request);
    },
  );

  app.put(
    '/photos.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...listSchema,
        summary: "Makes one of the member's photos private (premium viewers only) or public again",
        description: 'The main image is shown to everybody whatever this flag says.',
        body: PhotoPrivacyUpdateSchema,
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      await photos.setPrivate(member, request.body.id, request.body.private);
      reply.header('cache-control', 'no-store');
      return photoList(member, request);
    },
  );

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
      const member = await memberOf(request);
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
