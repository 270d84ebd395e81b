/**
 * Chat: conversations, messages, gifts, attachments, the credit ledger's view, and the real-time events the
 * chat socket delivers. Conversations are between two members of one site; each member keeps their own
 * read position and may delete the conversation from their own list.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CHAT_GIFT_IDS, CHAT_PAGE_SIZE, MESSAGE_LENGTH_MAX } from './constants.js';
import { MemberCardSchema } from './members.js';
import { IdSchema } from './primitives.js';
import { FreeMessagesLeftSchema } from './user.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The client's own id for a message (a UUID it makes before the first attempt): a retried send with the same
 * id returns the stored message instead of posting or charging again.
 */
export const ClientMessageIdSchema = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MessageKindSchema = Type.Union(MESSAGE_KINDS.map((kind) => Type.Literal(kind)));

/** A photo sent in a chat: only the two members of the conversation can fetch it. */
export const ChatAttachmentSchema = Type.Object({
  id: Type.Integer(),
  /** Path of the image under the API (GET /api/chat-attachment.php?id=...), answered to the two members only. */
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ChatAttachment = Static<typeof ChatAttachmentSchema>;

export const MessageSchema = Type.Object(
  {
    id: Type.Integer(),
    conversation_id: Type.Integer(),
    sender_id: Type.Integer(),
    /** The sender's own id for it (idempotent sends); present on the sender's copy only. */
    client_id: Type.Optional(Type.String()),
    kind: MessageKindSchema,
    /** The text as written (shown as text, never as HTML); empty for a gift or photo without caption. */
    text: Type.String(),
    gift: Nullable(Type.String()),
    attachment: Type.Union([ChatAttachmentSchema, Type.Null()]),
    created_at: Type.String(),
    /**
     * For the sender's own messages: whether the other member has read it. A read receipt is a premium
     * feature, so a free member's own messages always carry null.
     */
    read: Type.Union([Type.Boolean(), Type.Null()]),
  },
  { $id: 'Message' },
);
export type Message = Static<typeof MessageSchema>;

/** One entry of GET /api/chats.php: the conversation, the other member, unread count and last message. */
export const ChatEntrySchema = Type.Object({
  conversation: Type.Integer(),
  profile: MemberCardSchema,
  num_unread_messages: Type.Integer(),
  last_message: Type.Union([MessageSchema, Type.Null()]),
});
export type ChatEntry = Static<typeof ChatEntrySchema>;

export const ChatsResponseSchema = Type.Object({
  chats: Type.Array(ChatEntrySchema),
  /** Unread messages over all conversations (the Messages badge). */
  total_unread_messages: Type.Integer(),
});
export type ChatsResponse = Static<typeof ChatsResponseSchema>;

/** DELETE /api/chat.php?id=: removes the conversation from the member's own list. */
export const ChatDeleteQuerySchema = Type.Object({ id: IdSchema });

/** GET /api/conversation.php: the conversation with one member, found by either id. */
export const ConversationQuerySchema = Type.Object({
  id: Type.Optional(IdSchema),
  member: Type.Optional(IdSchema),
});

export const ConversationSchema = Type.Object({
  /** null: no conversation with this member yet (the first message creates it). */
  id: Type.Union([Type.Integer(), Type.Null()]),
  profile: MemberCardSchema,
  /** The viewer may send (false while the other member has not confirmed their e-mail, or is invisible). */
  can_send: Type.Boolean(),
  /** Why sending is refused, as an error code of the catalogue, when can_send is false. */
  refusal: Type.Union([Type.String(), Type.Null()]),
  /** The viewer has started the free conversations they may (free members start FREE_CONVERSATION_LIMIT). */
  starts_left: Type.Union([Type.Integer(), Type.Null()]),
});
export type Conversation = Static<typeof ConversationSchema>;
export const ConversationResponseSchema = Type.Object({ conversation: ConversationSchema });

/** GET /api/messages.php: a page of history, newest first; `before` pages further back. */
export const MessagesQuerySchema = Type.Object({
  conversation: IdSchema,
  /** Messages older than this id. */
  before: Type.Optional(IdSchema),
  /** Messages newer than this id (catching up after a reconnect), oldest first. */
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_PAGE_SIZE })),
});

export const MessagesResponseSchema = Type.Object({
  messages: Type.Array(MessageSchema),
  /** More messages exist beyond this page within the history window. */
  has_more: Type.Boolean(),
  /** Messages exist that are older than the history window (the privacy notice shows). */
  older_hidden: Type.Boolean(),
});
export type MessagesResponse = Static<typeof MessagesResponseSchema>;

/** POST /api/messages.php: a text message, or a gift, to a conversation or to a member (starting one). */
export const SendMessageSchema = Type.Object(
  {
    client_id: ClientMessageIdSchema,
    conversation: Type.Optional(IdSchema),
    member: Type.Optional(IdSchema),
    /** Line breaks allowed; at most the site's message_length (checked by the server). */
    text: Type.Optional(Type.String({ maxLength: MESSAGE_LENGTH_MAX })),
    gift: Type.Optional(Type.Union(CHAT_GIFT_IDS.map((gift) => Type.Literal(gift)))),
  },
  { additionalProperties: false },
);
export type SendMessage = Static<typeof SendMessageSchema>;

export const SendMessageResponseSchema = Type.Object({
  message: MessageSchema,
  /** The sender's balance after paying. */
  credits: Type.Integer(),
  free_messages_left: FreeMessagesLeftSchema,
});
export type SendMessageResponse = Static<typeof SendMessageResponseSchema>;

/** POST /api/chat-read.php: the member has read the conversation up to its newest message. */
export const MarkReadSchema = Type.Object({ conversation: IdSchema }, { additionalProperties: false });
export const MarkReadResponseSchema = Type.Object({ total_unread_messages: Type.Integer() });

/** GET /api/chat-attachment.php?id=: the image of a photo message, to its two members only. */
export const AttachmentQuerySchema = Type.Object({ id: IdSchema });

/** GET /api/credits.php: the member's ledger, newest first. */
export const LEDGER_REASONS = [
  'opening_balance',
  'signup',
  'message',
  'gift',
  'photo',
  'purchase',
  'refund',
  /** A text message paid with one of the free member's free messages: delta 0, `object` names the message. */
  'free_message',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const LedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  /** Positive: credits added; negative: credits spent; 0: a free message. */
  delta: Type.Integer(),
  balance_after: Type.Integer(),
  reason: Type.Union(LEDGER_REASONS.map((reason) => Type.Literal(reason))),
  /** What the entry paid for, e.g. 'message:123'. */
  object: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type LedgerEntry = Static<typeof LedgerEntrySchema>;
export const LedgerResponseSchema = Type.Object({
  credits: Type.Integer(),
  free_messages_left: FreeMessagesLeftSchema,
  entries: Type.Array(LedgerEntrySchema),
});

// The chat socket (GET /api/chat-socket, WebSocket): the session cookie authenticates it. The server sends
// RealtimeEvent objects as JSON text frames; the client sends ClientSocketMessage objects.
//
// Delivery: every event that changes what a client shows carries `seq`, the member's own gapless sequence,
// which the database assigns in commit order (the member's event log). A client keeps the last seq it applied
// and reconnects with `?after=<seq>` (CHAT_SOCKET_AFTER_PARAM); the first frame of every socket is `resume`, after
// which the server sends every event it missed, in order, then the live ones: one socket never shows a hole
// or the same event twice. Typing signals and pongs are fleeting and carry no seq.

/** The member's gapless event number: the client applies seq === last + 1, ignores seq <= last. */
const SeqSchema = Type.Integer({ minimum: 1 });

export const RealtimeEventSchema = Type.Union([
  Type.Object({ type: Type.Literal('message'), seq: SeqSchema, message: MessageSchema }),
  Type.Object({ type: Type.Literal('typing'), conversation: Type.Integer(), member: Type.Integer() }),
  /** The other member read the conversation up to `up_to` (premium read receipts). */
  Type.Object({
    type: Type.Literal('read'),
    seq: SeqSchema,
    conversation: Type.Integer(),
    up_to: Type.Integer(),
  }),
  Type.Object({ type: Type.Literal('like'), seq: SeqSchema, member: Type.Integer() }),
  Type.Object({ type: Type.Literal('match'), seq: SeqSchema, member: Type.Integer() }),
  /** The member's balance changed (a send, a purchase): every tab shows the same credits and free messages. */
  Type.Object({
    type: Type.Literal('credits'),
    seq: SeqSchema,
    credits: Type.Integer(),
    paid_user: Type.Boolean(),
    free_messages_left: FreeMessagesLeftSchema,
  }),
  Type.Object({ type: Type.Literal('unread'), seq: SeqSchema, total_unread_messages: Type.Integer() }),
  /** A conversation left the member's list (deleted by them in another tab, or a block). */
  Type.Object({ type: Type.Literal('chat_removed'), seq: SeqSchema, conversation: Type.Integer() }),
  /** The answer to the client's `ping` (a browser cannot see the socket's own pings): the socket is alive. */
  Type.Object({ type: Type.Literal('pong') }),
  /**
   * The first frame of every socket. `seq` is the member's newest event. reset false: every event after the
   * client's `after` follows, in order. reset true (no or unknown `after`, or older than the log keeps): the
   * client loads what it shows again and continues from `seq`.
   */
  Type.Object({ type: Type.Literal('resume'), seq: Type.Integer({ minimum: 0 }), reset: Type.Boolean() }),
]);
export type RealtimeEvent = Static<typeof RealtimeEventSchema>;
/** The events the member's event log numbers (all but the fleeting ones and the resume frame). */
export type SequencedEvent = Exclude<Extract<RealtimeEvent, { seq: number }>, { type: 'resume' }>;
/** Each member of a union without `seq` (Omit on the union itself would merge the members). */
type WithoutSeq<E> = E extends unknown ? Omit<E, 'seq'> : never;
/** A sequenced event before the log numbered it. */
export type UnsequencedEvent = WithoutSeq<SequencedEvent>;

export const ClientSocketMessageSchema = Type.Union([
  Type.Object({ type: Type.Literal('typing'), conversation: IdSchema }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('ping') }, { additionalProperties: false }),
]);
export type ClientSocketMessage = Static<typeof ClientSocketMessageSchema>;

export const CHAT_MESSAGES = {
  notEnoughCredits: 'You do not have enough credits',
  loginToChat: 'You need to be logged in to chat',
  premiumOnly: 'only available for premium members',
  historyHidden: 'Older messages are no longer visible to protect your privacy.',
  conversationLimit: 'Free members may start up to {limit} conversations. Get premium to start more.',
  /** {name}: the other member, whose e-mail address is not confirmed yet. */
  recipientUnconfirmed: '{name} has not confirmed their e-mail address yet. You can reply once they have.',
  emptyMessage: 'Write a message first.',
  /** Control characters (other than line breaks and tabs) cannot be sent. */
  controlCharacters: 'Your message contains characters that cannot be sent.',
  messageTooLong: 'Your message is longer than {max} characters.',
  selfChat: 'You cannot chat with yourself.',
} as const;
