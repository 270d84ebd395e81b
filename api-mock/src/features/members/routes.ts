/**
 * Discovery routes (thin: parse, authorise, call a service): search, profiles, likes, auto-like, match
 * finder, swipe game, blocking and invisible mode. Every answer about other members is per viewer: no-store.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES, BLOCKED_MEMBERS_LIMIT, loggedOutSearchOpen } from 'contract';
import type { MemberRecord } from '../../db/repositories/index.js';
import { authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember } from '../account/request-context.js';
import type { UserView } from '../account/user-view.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { BlockService } from './block-service.js';
import type { DiscoveryService } from './discovery-service.js';
import type { LikeService } from './like-service.js';

export interface MemberRoutesOptions {
  discovery: DiscoveryService;
  likes: LikeService;
  blocks: BlockService;
  accounts: AccountService;
  userView: UserView;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
}

const tags = ['members'];
const session = [{ session: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const memberRoutes: FastifyPluginAsync<
  MemberRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { discovery, likes, blocks, accounts, userView, siteOf }) => {
  const memberOf = (request: FastifyRequest) => sessionMember(request, accounts.memberById);
  /** The logged-in member, or null for a visitor (an ended session counts as a visitor). */
  const viewerOf = async (request: FastifyRequest): Promise<MemberRecord | null> => {
    const id = request.session?.memberId;
    return id === undefined ? null : accounts.memberById(id);
  };
  /** Site and member in one go; the member must belong to the site the request is for. */
  const memberOnSite = async (request: FastifyRequest) => {
    const [member, site] = await Promise.all([memberOf(request), siteOf(request)]);
    if (member.siteId !== site.id) throw authenticationRequired();
    return { member, site };
  };

  app.get(
    '/members.php',
    {
      // Heavy reads queue for fair service (plugins/admission.ts): 503 service_busy when the queue is full.
      config: { heavyRead: true },
      preHandler: app.optionalSession,
      schema: {
        tags,
        summary: 'Member search (gender looked for, country, region, age range, paging)',
        description:
          'Lists active profiles of the site, newest first, without invisible members, without members a ' +
          'block stands between, and without the viewer. When the first page is not full, `similar` holds ' +
          'profiles close to the filters (any region, then any age, then any country). Visitors may search ' +
          'when the site opens search to them (logged_out_search, or logged_out_search_trafficsource with a ' +
          '`network`); otherwise 403 authentication_required.',
        querystring: API_ROUTES['GET /api/members.php'].query,
        response: { 200: API_ROUTES['GET /api/members.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const [viewer, site] = await Promise.all([viewerOf(request), siteOf(request)]);
      if (!viewer && !loggedOutSearchOpen(site.settings, Boolean(request.query.network))) {
        throw authenticationRequired();
      }
      noStore(reply);
      return discovery.search(request.query, viewer?.siteId === site.id ? viewer : null, site);
    },
  );

  app.get(
    '/member.php',
    {
      preHandler: app.optionalSession,
      schema: {
        tags,
        summary: "A member's profile with the photo rule, the like state, related and similar profiles",
        description:
          'Open to visitors (the profile preview). Photos the viewer may not see are `locked` without file ' +
          'names, with a `teaser_filename` (at most 16 px, to show blurred): visitors see the main image only, free members the main image and public photos, premium ' +
          'members all. 404 for unknown, inactive or (without contact) invisible members; 403 ' +
          'blocked_by_member (with `member_name`) when the member blocked the viewer.',
        querystring: API_ROUTES['GET /api/member.php'].query,
        response: { 200: API_ROUTES['GET /api/member.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const [viewer, site] = await Promise.all([viewerOf(request), siteOf(request)]);
      noStore(reply);
      return discovery.profile(request.query.id, viewer?.siteId === site.id ? viewer : null, site);
    },
  );

  app.get(
    '/profiles.php',
    {
      config: { heavyRead: true },
      preHandler: app.optionalSession,
      schema: {
        tags,
        summary:
          'Cards of up to 100 members by id (likes lists); members the viewer may not see are left out',
        querystring: API_ROUTES['GET /api/profiles.php'].query,
        response: { 200: API_ROUTES['GET /api/profiles.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const [viewer, site] = await Promise.all([viewerOf(request), siteOf(request)]);
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      noStore(reply);
      return { profiles: await discovery.cards(ids, viewer?.siteId === site.id ? viewer : null, site) };
    },
  );

  const likesSchema = {
    tags,
    security: session,
    response: { 200: API_ROUTES['GET /api/likes.php'].response, ...ERROR_RESPONSES },
  };

  app.get(
    '/likes.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...likesSchema,
        summary: 'Ids the user liked (profiles) and who liked the user (liked_by), new first',
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      noStore(reply);
      return likes.list(member);
    },
  );

  app.put(
    '/likes.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...likesSchema,
        summary: "Clears the new flag of the like member `id` gave the user (opening a like's profile)",
        body: API_ROUTES['PUT /api/likes.php'].body,
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      noStore(reply);
      return likes.markSeen(member, request.body.id);
    },
  );

  const likeSchema = {
    tags,
    security: session,
    response: { 200: API_ROUTES['POST /api/like.php'].response, ...ERROR_RESPONSES },
  };

  app.post(
    '/like.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...likeSchema,
        summary: 'Likes a member; `match` when they liked the user too',
        description:
          '403 member_invisible when the member is invisible and has not liked the user (they make the first ' +
          'contact); 409 member_blocked when the user blocked them; 403 blocked_by_member the other way.',
        body: API_ROUTES['POST /api/like.php'].body,
      },
    },
    async (request) => {
      const { member, site } = await memberOnSite(request);
      return { like: await likes.like(member, request.body.id, site) };
    },
  );

  app.delete(
    '/like.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...likeSchema,
        summary: 'Removes the like',
        querystring: API_ROUTES['DELETE /api/like.php'].query,
      },
    },
    async (request) => {
      const { member, site } = await memberOnSite(request);
      return { like: await likes.unlike(member, request.query.id, site) };
    },
  );

  app.get(
    '/auto-like.php',
    {
      // A GET that writes: the client header is required as for a POST (plugins/client-header.ts).
      config: { stateChanging: true },
      preHandler: app.requireSession,
      schema: {
        tags,
        security: session,
        summary: 'The automatic like for the new-like overlay: a profile that just liked the user, or null',
        description:
          'Only fictional (operator-run, disclosed) profiles like automatically, at most once an hour per ' +
          'member. A GET that writes, because the product fixes the method.',
        response: { 200: API_ROUTES['GET /api/auto-like.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      return { profile: await likes.autoLike(member, site) };
    },
  );

  app.get(
    '/match-finder.php',
    {
      config: { heavyRead: true },
      preHandler: app.requireSession,
      schema: {
        tags,
        security: session,
        summary: 'Suggestions: the gender the user looks for, close in age, own country first, not liked yet',
        response: { 200: API_ROUTES['GET /api/match-finder.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      return { profiles: await discovery.matchFinder(member, site) };
    },
  );

  const swipeSchema = {
    tags,
    security: session,
    response: { 200: API_ROUTES['GET /api/swipe.php'].response, ...ERROR_RESPONSES },
  };

  app.get(
    '/swipe.php',
    {
      config: { heavyRead: true },
      preHandler: app.requireSession,
      schema: {
        ...swipeSchema,
        summary: "The swipe game: next profile and what is left of the day's 4 likes",
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      return likes.swipeState(member, site);
    },
  );

  app.post(
    '/swipe.php',
    {
      // It answers with the next offer, a heavy read.
      config: { heavyRead: true },
      preHandler: app.requireSession,
      schema: {
        ...swipeSchema,
        summary: 'A swipe: like (one of the 4 per UTC day; 429 swipe_limit with `seconds` after) or pass',
        body: API_ROUTES['POST /api/swipe.php'].body,
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      return likes.swipe(member, request.body.id, request.body.like, site);
    },
  );

  const blockSchema = {
    tags,
    security: session,
    response: { 200: API_ROUTES['POST /api/block.php'].response, ...ERROR_RESPONSES },
  };

  app.post(
    '/block.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...blockSchema,
        summary:
          'Blocks a member: likes (and chats) between the two are deleted; no viewing or contact either way',
        body: API_ROUTES['POST /api/block.php'].body,
      },
    },
    async (request) => {
      const { member, site } = await memberOnSite(request);
      await blocks.block(member, request.body.id, site);
      return { blocked: true };
    },
  );

  app.delete(
    '/block.php',
    {
      preHandler: app.requireSession,
      schema: {
        ...blockSchema,
        summary: 'Lifts a block the user set',
        querystring: API_ROUTES['DELETE /api/block.php'].query,
      },
    },
    async (request) => {
      const member = await memberOf(request);
      await blocks.unblock(member, request.query.id);
      return { blocked: false };
    },
  );

  app.get(
    '/blocks.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security: session,
        summary: 'The members the user blocked, newest block first (to unblock them)',
        description:
          `A bounded list: at most ${BLOCKED_MEMBERS_LIMIT} blocks, the newest. Each member as their blocked ` +
          'profile shows them (id, name, main image) with `blocked_at`; only members of the same site.',
        response: { 200: API_ROUTES['GET /api/blocks.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      noStore(reply);
      return blocks.blockedBy(member);
    },
  );

  app.put(
    '/invisible.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security: session,
        summary: 'Invisible mode on or off',
        description:
          'Invisible members are left out of search and suggestions; nobody can like them first; they make ' +
          'the first contact. Likes they have keep working.',
        body: API_ROUTES['PUT /api/invisible.php'].body,
        response: { 200: API_ROUTES['PUT /api/invisible.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      const updated = await accounts.setInvisible(member.id, request.body.invisible);
      noStore(reply);
      return { user: await userView(updated ?? member, request) };
    },
  );
};
