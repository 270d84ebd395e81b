/**
 * Notification settings: the member's e-mail and push switches, why e-mails stopped (notifications_disabled),
 * the one-click unsubscribe (RFC 8058) and the mail provider's bounce and spam-complaint reports.
 *
 * A switch the member never set takes its default here, so adding a preference needs no data migration.
 */
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_PREFERENCES, NOTIFICATIONS_DISABLED_REASONS, PUSH_PREFERENCES } from './constants.js';
import { Text } from './primitives.js';

/**
 * A strict boolean: no `type` keyword, so the server's validator never coerces "true", 1 or null into one
 * (a switch is a JSON true or false, anything else is refused).
 */
const StrictBoolean = () => Type.Unsafe<boolean>({ enum: [true, false] });

/**
 * Switches to change, by name; names not listed are refused (propertyNames, so the validator's dropping of
 * unknown members does not hide a misspelt switch).
 */
const switchesUpdate = <K extends string>(names: readonly K[]) =>
  Type.Partial(
    Type.Object(
      Object.fromEntries(names.map((name) => [name, StrictBoolean()])) as Record<
        K,
        ReturnType<typeof StrictBoolean>
      >,
    ),
    { propertyNames: { enum: [...names] }, maxProperties: names.length },
  );

const switches = <K extends string>(names: readonly K[]) =>
  Type.Object(
    Object.fromEntries(names.map((name) => [name, Type.Boolean()])) as Record<
      K,
      ReturnType<typeof Type.Boolean>
    >,
  );

/** GET and PUT /api/notification-settings.php answer. */
export const NotificationSettingsSchema = Type.Object({
  email: switches(EMAIL_PREFERENCES),
  push: switches(PUSH_PREFERENCES),
  notifications_disabled: Type.Array(
    Type.Union(NOTIFICATIONS_DISABLED_REASONS.map((reason) => Type.Literal(reason))),
  ),
});
export type NotificationSettings = Static<typeof NotificationSettingsSchema>;

export const NotificationSettingsResponseSchema = Type.Object({ settings: NotificationSettingsSchema });
export type NotificationSettingsResponse = Static<typeof NotificationSettingsResponseSchema>;

/**
 * PUT /api/notification-settings.php: the switches to change (others keep their value). Switching an e-mail
 * on clears `fbl` and `listunsubscribe`: the member asked for mails again.
 */
export const NotificationSettingsUpdateSchema = Type.Object(
  {
    email: Type.Optional(switchesUpdate(EMAIL_PREFERENCES)),
    push: Type.Optional(switchesUpdate(PUSH_PREFERENCES)),
  },
  { propertyNames: { enum: ['email', 'push'] } },
);
export type NotificationSettingsUpdate = Static<typeof NotificationSettingsUpdateSchema>;

/** The signed token of an unsubscribe link (member, preference, signature). */
export const UnsubscribeQuerySchema = Type.Object({ token: Text(300) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuerySchema>;

/** POST /api/unsubscribe.php?token=: the preference the token switched off. */
export const UnsubscribeResponseSchema = Type.Object({
  preference: Type.Union(EMAIL_PREFERENCES.map((name) => Type.Literal(name))),
});
export type UnsubscribeResponse = Static<typeof UnsubscribeResponseSchema>;

/** The reports a mail provider sends to POST /api/mail-events.php. */
export const MAIL_EVENT_TYPES = ['bounce', 'complaint'] as const;

/**
 * POST /api/mail-events.php (the mail provider, with `Authorization: Bearer <MAIL_EVENTS_SECRET>`): a hard
 * bounce or a spam complaint for an address on the site of `domain` (default: the site of the request's host).
 */
export const MailEventSchema = Type.Object(
  {
    type: Type.Union(MAIL_EVENT_TYPES.map((type) => Type.Literal(type))),
    email: Text(254, { minLength: 3 }),
    domain: Type.Optional(Text(253, { minLength: 1 })),
  },
  { additionalProperties: false },
);
export type MailEvent = Static<typeof MailEventSchema>;

/** The provider's answer: whether a member of the site has that address (the reason was recorded). */
export const MailEventResponseSchema = Type.Object({ matched: Type.Boolean() });
