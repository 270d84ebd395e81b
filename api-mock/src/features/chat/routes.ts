/**
 * Chat routes (thin: parse, authorise, call the chat service): the conversation list, one conversation, its
 * history, sending text, gifts and photos, reading and deleting, and the photos' images. Logged-in members of
 * the request's site only ('You need to be logged in to chat'); every answer is per member: no-store.
 */
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import {
  API_ROUTES,
  AttachmentQuerySchema,
  CHAT_MESSAGES,
  CHAT_SENDS_PER_MINUTE,
  ERROR_CODES,
  ACCOUNT_MESSAGES,
} from 'contract';
import { ApiHttpError, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { refuseUnreadableUpload } from '../photos/upload-body.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import { readAttachmentUpload } from './attachment-body.js';
import type { ChatService } from './chat-service.js';

export interface ChatRoutesOptions {
  chat: ChatService;
  accounts: AccountService;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
}

const tags = ['chat'];
const security = [{ session: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const loginToChat = () =>
  new ApiHttpError(403, ERROR_CODES.authenticationRequired, CHAT_MESSAGES.loginToChat);

/** Sends per member per minute: a person never reaches it, a script does (429 rate_limited). */
const sendRateLimit = {
  rateLimit: {
    max: CHAT_SENDS_PER_MINUTE,
    timeWindow: '1 minute',
    // After the session check, so the limit counts per member, not per address.
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `chat-send:${request.session?.memberId ?? request.ip}`,
    errorResponseBuilder: () => new ApiHttpError(429, ERROR_CODES.rateLimited, ACCOUNT_MESSAGES.rateLimited),
  },
} as const;

export const chatRoutes: FastifyPluginAsync<
  ChatRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { chat, accounts, siteOf }) => {
  /**
   * The chat's session guard: the same 403 authentication_required as requireSession (a session of this
   * site only, checked before the body is read), with the chat's wording.
   */
  const requireChatSession = async (request: FastifyRequest) => {
    const session = await app.sessionOnSite(request);
    if (!session) throw loginToChat();
    request.session = session;
  };
  /**
   * The session's member, who must belong to the site the request is for. The row the session lookup read
   * serves: the debit decides credits in the database, and a member's changes drop the session memo.
   */
  const memberOnSite = async (request: FastifyRequest) => {
    const session = request.session;
    const [member, site] = await Promise.all([
      session ? (session.member ?? accounts.memberById(session.memberId)) : null,
      siteOf(request),
    ]);
    if (!member || member.siteId !== site.id) throw loginToChat();
    return { member, site };
  };

  app.get(
    '/chats.php',
    {
      onRequest: requireChatSession,
      schema: {
        tags,
        security,
        summary: "The member's conversations, newest activity first, with unread counts and last messages",
        description:
          "Each entry: the conversation id, the other member's card, the unread count and the last message " +
          '(null when older than the 180-day history window). Conversations the member deleted come back ' +
          'when a newer message arrives. At most the 200 most recent. `total_unread_messages` counts all.',
        response: { 200: API_ROUTES['GET /api/chats.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      noStore(reply);
      return chat.list(member);
    },
  );

  app.delete(
    '/chat.php',
    {
      onRequest: requireChatSession,
      schema: {
        tags,
        security,
        summary: "Deletes a conversation from the member's own list; answers the list",
        description:
          'The other member keeps the conversation. The deleted messages stay hidden from this member; a new ' +
          'message brings the conversation back with only what follows. 404 for a conversation that is not ' +
          "the member's. The member's other tabs get a chat_removed event.",
        querystring: API_ROUTES['DELETE /api/chat.php'].query,
        response: { 200: API_ROUTES['DELETE /api/chat.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      noStore(reply);
      return chat.remove(member, request.query.id);
    },
  );

  app.get(
    '/conversation.php',
    {
      onRequest: requireChatSession,
      schema: {
        tags,
        security,
        summary:
          'The conversation with a member (by conversation `id` or `member` id) and whether one may send',
        description:
          '`id` null when no message was sent yet. `can_send` false with `refusal`: member_blocked (the ' +
          'member blocked them), recipient_unconfirmed (their e-mail address is not confirmed yet), ' +
          'member_invisible (an invisible member makes the first contact), conversation_limit (a free member ' +
          'started 2 conversations). `starts_left`: conversations a free member may still start (null for ' +
          "premium). 404 for unknown members and conversations not the member's; 403 blocked_by_member.",
        querystring: API_ROUTES['GET /api/conversation.php'].query,
        response: { 200: API_ROUTES['GET /api/conversation.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      noStore(reply);
      return { conversation: await chat.conversation(member, site, request.query) };
    },
  );

  app.get(
    '/messages.php',
    {
      onRequest: requireChatSession,
      schema: {
        tags,
        security,
        summary: 'A page of history: newest first (`before` pages back) or oldest first after `after`',
        description:
          'Only messages of the last 180 days after the point the member deleted the conversation at; ' +
          "`older_hidden` says older ones exist (the privacy notice). `read` on the member's own messages for " +
          "premium members (read receipts), null otherwise. 404 for a conversation that is not the member's.",
        querystring: API_ROUTES['GET /api/messages.php'].query,
        response: { 200: API_ROUTES['GET /api/messages.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      noStore(reply);
      return chat.history(member, request.query);
    },
  );

  app.post(
    '/messages.php',
    {
      onRequest: requireChatSession,
      config: sendRateLimit,
      schema: {
        tags,
        security,
        summary:
          'Sends a text message or a gift to a conversation or a member; answers it, the balance and the ' +
          'free messages left',
        description:
          "A free member's text is free while they have free messages left (the site's free_messages, " +
          "counted in `free_messages_left`); after that, and for premium members, it costs the site's " +
          'message_credits; a gift costs gift_credits. Too few credits: 402 not_enough_credits. The same ' +
          '`client_id` again answers the stored message without charging. Text: plain, line breaks allowed, ' +
          "trimmed, at most the site's message_length (400), not empty, no control characters (400). Refusals: " +
          '404 unknown member or conversation; 403 blocked_by_member, recipient_unconfirmed, member_invisible, ' +
          'conversation_limit (free members start 2 conversations); 409 member_blocked; 400 oneself. ' +
          '60 sends a minute: 429.',
        body: API_ROUTES['POST /api/messages.php'].body,
        response: { 201: API_ROUTES['POST /api/messages.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, site } = await memberOnSite(request);
      const sent = await chat.send(member, site, request.body);
      noStore(reply).code(201);
      return sent;
    },
  );

  app.post(
    '/chat-read.php',
    {
      onRequest: requireChatSession,
      schema: {
        tags,
        security,
        summary: 'Marks the conversation read up to its newest message; answers the unread total',
        description:
          'A premium sender gets a read event on their chat socket (read receipts are premium). 404 for a ' +
          "conversation that is not the member's.",
        body: API_ROUTES['POST /api/chat-read.php'].body,
        response: { 200: API_ROUTES['POST /api/chat-read.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      noStore(reply);
      return chat.markRead(member, request.body.conversation);
    },
  );

  app.get(
    '/chat-attachment.php',
    {
      preHandler: app.optionalSession,
      schema: {
        tags,
        summary: "The image of a photo message, to the conversation's two members only",
        description:
          'A JPEG. 404 for anybody else, and for photos older than the history window or deleted with the ' +
          'conversation. Revalidated before each use (ETag), so access ends with the conversation.',
        querystring: AttachmentQuerySchema,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The JPEG image' }),
          304: Type.Unsafe<undefined>({ description: 'Not modified since the ETag sent' }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const viewerId = request.session?.memberId ?? null;
      let image;
      try {
        image = await chat.attachment(viewerId, request.query.id);
      } catch (error) {
        reply.header('cache-control', 'no-store');
        throw error;
      }
      reply.header('cache-control', 'private, no-cache').header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type('image/jpeg').send(image.bytes);
    },
  );

  // Encapsulated: only the photo route accepts multipart bodies.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.post(
      '/chat-attachment.php',
      {
        onRequest: [requireChatSession, refuseUnreadableUpload],
        config: sendRateLimit,
        schema: {
          tags,
          security,
          summary: 'Sends a photo (multipart: client_id, conversation or member, file); premium members only',
          description:
            "Free members: 403 premium_only, answered before the upload is read. Costs the site's " +
            'photo_credits (402 not_enough_credits). One image in the field `file`, at most 10 MB (413), ' +
            'uncompressed (415 for a Content-Encoding), a readable JPEG, PNG, WebP, HEIF or GIF (415); any ' +
            'other defect of the body is 400. Metadata is removed. The same refusals as a text message, and ' +
            'the same `client_id` again answers the stored message.',
          consumes: ['multipart/form-data'],
          response: { 201: API_ROUTES['POST /api/chat-attachment.php'].response, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const { member, site } = await memberOnSite(request);
        // Answered before the body is read.
        chat.admitPhoto(member);
        const upload = await readAttachmentUpload(request, reply);
        const sent = await chat.sendPhoto(member, site, upload);
        noStore(reply).code(201);
        return sent;
      },
    );
  });
};
