/**
 * The stored photo files under the sites' cdn_prefix. Every request is checked against the photo rule
 * (features/members/cards.ts photoLock): a main image is public; any other photo's file goes only to whom
 * may see that photo. So a locked photo's image is never served, even to someone who learnt its name.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MemberRecord, PhotoRepository } from '../../db/repositories/index.js';
import { notFound } from '../../lib/http-error.js';
import type { AccountService } from '../account/account-service.js';
import { photoLock } from '../members/cards.js';
import type { MemberAccess } from '../members/member-access.js';

export interface PhotoFileRoutesOptions {
  root: string;
  /** Where the files are served, e.g. '/uploads/' (not `prefix`: Fastify would prefix the routes with it). */
  urlPrefix: string;
  files: PhotoRepository;
  /** Whether the viewer may reach the owner at all (blocks, invisible mode, inactive profiles). */
  access: MemberAccess;
  accounts: AccountService;
}

/** Stored names: random hex or demo library names, optionally in one folder; never a way out of root. */
const FILE_NAME = /^(?:[a-z0-9-]+\/)?[A-Za-z0-9_-]+\.(?:jpg|jpeg|png|webp)$/;
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-cache';

export const photoFileRoutes: FastifyPluginAsync<PhotoFileRoutesOptions> = async (
  app,
  { root, urlPrefix, files, access, accounts },
) => {
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, index: false });

  /** Whether the file may go to this viewer, and whether anyone may have it (public cache). */
  async function decide(name: string, request: FastifyRequest): Promise<'public' | 'private' | 'refused'> {
    const photos = await files.fileAccess(name);
    if (photos.some((photo) => photo.main && !photo.ownerDeleted)) return 'public';
    const memberId = request.session?.memberId;
    const viewer: MemberRecord | null = memberId === undefined ? null : await accounts.memberById(memberId);
    for (const photo of photos) {
      if (viewer?.id === photo.memberId) return 'private';
      if (photo.ownerDeleted || !viewer || viewer.siteId !== photo.siteId) continue;
      if (photoLock(photo.memberId, photo, { id: viewer.id, paidUser: viewer.paidUser }) !== null) continue;
      const reached = await access.reach(viewer, photo.memberId, viewer.siteId).catch(() => null);
      if (reached && !reached.block.byMe) return 'private';
    }
    return 'refused';
  }

  app.get(
    `${urlPrefix}*`,
    { preHandler: app.optionalSession, schema: { hide: true } },
    async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!FILE_NAME.test(name)) throw notFound();
      const decision = await decide(name, request);
      // Refused and unknown look the same: a name reveals nothing.
      if (decision === 'refused') throw notFound();
      reply.header('cache-control', decision === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE);
      return reply.sendFile(name, root);
    },
  );
};
