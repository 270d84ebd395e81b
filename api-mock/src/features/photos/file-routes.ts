/**
 * The stored photo files under the sites' cdn_prefix. Every request is checked against the photo rule
 * (features/members/cards.ts photoLock) and the reach check over every photo row naming the file: a public
 * main image goes to anybody; any other photo's file only to whom may see that photo. So a locked photo's
 * image is never served, even to someone who learnt its name.
 *
 * Caching never outlives the owner's right to withdraw a photo (make it private, delete it): every answer may
 * be stored but must be revalidated before each use (`no-cache` with the ETag and Last-Modified of the file),
 * and each revalidation runs the same check, so a withdrawn photo's next request is a 404, while an unchanged
 * one costs a 304 without the bytes.
 *
 * A locked photo's teaser (teaser.ts) goes to anybody who asks for it by name: 16 pixels say nothing of the
 * photo, and its name is derived one way, so it leads to no photo file.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { PhotoRepository } from '../../db/repositories/index.js';
import { notFound } from '../../lib/http-error.js';
import { TEASER_FILE } from './teaser.js';

export interface PhotoFileRoutesOptions {
  root: string;
  /** Where the files are served, e.g. '/uploads/' (not `prefix`: Fastify would prefix the routes with it). */
  urlPrefix: string;
  files: PhotoRepository;
  /** Makes a file that may be drawn on demand (a demo member's portrait) before it is sent. */
  prepareFile?: (name: string) => Promise<unknown>;
}

/** Stored names: random hex or demo library names, optionally in one folder; never a way out of root. */
const FILE_NAME = /^(?:[a-z0-9-]+\/)?[A-Za-z0-9_-]+\.(?:jpg|jpeg|png|webp)$/;
/** Main images: any cache may keep them, but asks again before each use. */
const PUBLIC_CACHE = 'public, no-cache';
/** Other photos: the viewer's browser only, asking again before each use. */
const PRIVATE_CACHE = 'private, no-cache';
/** A refusal is not kept either: the photo may be shown to the viewer later. */
const REFUSED_CACHE = 'no-store';

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

export const photoFileRoutes: FastifyPluginAsync<PhotoFileRoutesOptions> = async (
  app,
  { root, urlPrefix, files, prepareFile },
) => {
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, index: false });

  app.get(
    `${urlPrefix}*`,
    { preHandler: app.optionalSession, schema: { hide: true } },
    async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (TEASER_FILE.test(name)) {
        // None made (a picture stored before teasers were): the client shows the lock on its own.
        if (!(await isFile(path.join(root, name)))) {
          reply.header('cache-control', REFUSED_CACHE);
          throw notFound();
        }
        reply.header('cache-control', PUBLIC_CACHE);
        return reply.sendFile(name, root);
      }
      const access = FILE_NAME.test(name)
        ? await files.fileAccess(name, request.session?.memberId ?? null)
        : { public: false, visible: false };
      // Refused and unknown look the same: a name reveals nothing.
      if (!access.public && !access.visible) {
        reply.header('cache-control', REFUSED_CACHE);
        throw notFound();
      }
      reply.header('cache-control', access.public ? PUBLIC_CACHE : PRIVATE_CACHE);
      await prepareFile?.(name);
      return reply.sendFile(name, root);
    },
  );
};
