/** The member's own photos (session required): upload (multipart), list, order and delete. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { API_ROUTES, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, type PhotoListResponse } from 'contract';
import type { MemberRecord } from '../../db/repositories/index.js';
import { ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { UserView } from '../account/user-view.js';
import type { PhotoService } from './photo-service.js';
import { readPhotoUpload, refuseUnreadableUpload } from './upload-body.js';

export interface PhotoRoutesOptions {
  photos: PhotoService;
  accounts: AccountService;
  userView: UserView;
}

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
    response: { 200: API_ROUTES['GET /api/photos.php'].response, ...ERROR_RESPONSES },
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
        summary: "Deletes one of the member's photos; when it was the main one, the next public one follows",
        querystring: API_ROUTES['DELETE /api/photos.php'].query,
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
        description:
          'The main photo is always public: making it private is refused (409 main_photo_public). A photo ' +
          'made public while the member has no main photo becomes it.',
        body: API_ROUTES['PUT /api/photos.php'].body,
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      await photos.setPrivate(member, request.body.id, request.body.private);
      reply.header('cache-control', 'no-store');
      // Read again: the change may have given the member a main photo.
      return photoList((await accounts.memberById(member.id)) ?? member, request);
    },
  );

  app.put(
    '/photo-order.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...listSchema,
        summary: "Puts the member's photos in a new order; the first one becomes the main photo",
        description:
          "The ids must be exactly the member's photos, each once: an id listed twice is 400; a missing, " +
          'foreign or unknown id is 409 photo_order_mismatch (the photos changed meanwhile: reload them). The ' +
          'main photo is always public: a private photo first is 409 main_photo_public. Parallel changes of ' +
          "one member's photos apply one after the other.",
        body: API_ROUTES['PUT /api/photo-order.php'].body,
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      await photos.reorder(member, request.body.ids);
      reply.header('cache-control', 'no-store');
      // Read again: the main photo may have changed.
      return photoList((await accounts.memberById(member.id)) ?? member, request);
    },
  );

  // Encapsulated: only this plugin's routes accept multipart bodies (limits per request: upload-body.ts).
  await app.register(multipart);

  app.post(
    '/photos.php',
    {
      onRequest: refuseUnreadableUpload,
      preHandler: app.requireSession,
      schema: {
        tags: ['account'],
        summary: 'Uploads a photo (multipart field `file`); the first one becomes the main image',
        description:
          'One file in the field `file`, at most 10 MB (413), uncompressed (415 for any Content-Encoding); ' +
          'any other body defect is 400. The type is read from the bytes (415 for anything but a readable ' +
          'JPEG, PNG, WebP, HEIF or GIF within the pixel limit); metadata (EXIF, GPS) is removed; a 400 px ' +
          'thumbnail is made. Free members keep at most 3 photos, premium members 25: 403 photo_limit; ' +
          'unconfirmed accounts one: 403 confirmation_required. 50 uploads per 24 hours: 429 upload_limit. ' +
          'A full image queue: 503 service_busy.',
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: API_ROUTES['POST /api/photos.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      // Answered before the body is read (the server drains it; the connection stays usable).
      await photos.admit(member);
      const bytes = await readPhotoUpload(request, reply);
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
