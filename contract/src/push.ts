/**
 * Push notifications and the page-visibility beacon.
 *
 * POST /api/user.php?push=1 `{ subscription }`: what this browser's push state is for the logged-in member.
 * - a subscription (the browser's PushSubscription as JSON): stored on the account, bound to the session that
 *   sent it (it ends with that session: a shared device stops getting the last member's pushes at logout);
 * - `'denied'`: the visitor refused the browser's permission prompt; recorded on the account;
 * - `false`: this browser unsubscribed; `endpoint` names the subscription to drop.
 *
 * POST /api/page-hidden.php: the beacon sent when the page becomes hidden (an empty JSON object). With the
 * page-bounce logging of query parameter `lb` on, `lb` and `path` say which visit bounced.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PUSH_ENDPOINT_MAX_LENGTH } from './constants.js';
import { Text } from './primitives.js';

/** Unpadded base64url, as the browser's PushSubscription.toJSON() gives its keys. */
const Base64Url = (minLength: number, maxLength: number) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength, maxLength });

export const PushSubscriptionSchema = Type.Object({
  /** The push service's URL for this browser (https; a push service the server knows). */
  endpoint: Text(PUSH_ENDPOINT_MAX_LENGTH, { minLength: 1 }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({
    /** The browser's P-256 public key (65 bytes, 87 characters). */
    p256dh: Base64Url(87, 88),
    /** The shared authentication secret (16 bytes, 22 characters). */
    auth: Base64Url(22, 24),
  }),
});
export type PushSubscriptionData = Static<typeof PushSubscriptionSchema>;

export const PushSubscriptionRequestSchema = Type.Object({
  subscription: Type.Union([PushSubscriptionSchema, Type.Literal(false), Type.Literal('denied')]),
  /** With `subscription: false`: the endpoint of the subscription this browser dropped. */
  endpoint: Type.Optional(Text(PUSH_ENDPOINT_MAX_LENGTH, { minLength: 1 })),
});
export type PushSubscriptionRequest = Static<typeof PushSubscriptionRequestSchema>;

/** What the server now holds for this browser. */
export const PushSubscriptionResponseSchema = Type.Object({
  push: Type.Union([Type.Literal('subscribed'), Type.Literal('unsubscribed'), Type.Literal('denied')]),
});
export type PushSubscriptionResponse = Static<typeof PushSubscriptionResponseSchema>;

/**
 * What a push message carries to the service worker (JSON, encrypted for the browser). Never the text of a
 * message: a phone's lock screen is seen by others, so a notification names the kind and the member only.
 */
export const PushPayloadSchema = Type.Object({
  type: Type.Union([
    Type.Literal('new_conversation'),
    Type.Literal('new_message'),
    Type.Literal('like'),
    Type.Literal('match'),
  ]),
  title: Type.String(),
  body: Type.String(),
  /** The page to open on a click: a conversation or a profile, a path on the site. */
  url: Type.String(),
  /** Notifications with the same tag replace each other (one per conversation or member). */
  tag: Type.String(),
  /** The member's unread messages plus new likes: the installed app's badge. */
  badge_count: Type.Integer({ minimum: 0 }),
});
export type PushPayload = Static<typeof PushPayloadSchema>;

export const PageHiddenQuerySchema = Type.Object({
  /** The lb value the visit arrived with: page-bounce logging is on. */
  lb: Type.Optional(Text(64)),
  /** The path of the page that was hidden. */
  path: Type.Optional(Text(512)),
});
export type PageHiddenQuery = Static<typeof PageHiddenQuerySchema>;
