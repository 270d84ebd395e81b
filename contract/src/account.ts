/**
 * Account calls: signup, profile, login, activation, password and e-mail flows, the outbox.
 * Bodies are validated loosely by shape here (types, maximum sizes); the rules with the product's wording
 * are checked by the account service so each field gets its own message.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES, PHOTO_LIMIT_PREMIUM } from './constants.js';
import { IdSchema, MultilineText, NameText, Text } from './primitives.js';
import { UserSchema } from './user.js';

// Text and MultilineText (primitives.ts): generous outer bounds against abuse and no control characters;
// the real limits are checked with their own messages.

export const SignupTrackingSchema = Type.Object(
  {
    network: Type.Optional(Text(100)),
    ref: Type.Optional(Text(100)),
    sub1: Type.Optional(Text(255)),
    sub2: Type.Optional(Text(255)),
    sub3: Type.Optional(Text(255)),
  },
  { additionalProperties: false },
);
export type SignupTracking = Static<typeof SignupTrackingSchema>;

/** POST /api/signup.php */
export const SignupRequestSchema = Type.Object({
  email: Text(1000),
  name: NameText(1000),
  password: Text(4096),
  /** YYYY-MM-DD */
  date_of_birth: Text(100),
  signup_message: Type.Optional(MultilineText(10_000)),
  /**
   * Asked on the signup's first step ('I am … looking for …'), so search, match finder and swipe game know
   * whom to show from the start; the profile's value lists (gender, sexuality) apply. Optional for API clients.
   */
  gender: Type.Optional(Text(50)),
  sexuality: Type.Optional(Text(50)),
  /** The member whose profile the signup started from (/members/{id}/signup). */
  member_id: Type.Optional(IdSchema),
  /** The invite of an invite-only site: the code of the inviting member's link (/<code>). */
  invite: Type.Optional(Text(100)),
  tracking: Type.Optional(SignupTrackingSchema),
});
export type SignupRequest = Static<typeof SignupRequestSchema>;

/**
 * PUT /api/profile.php: any subset; values are checked against the profile value lists, the name and the date
 * of birth by the signup's rules with their wording.
 */
export const ProfileUpdateSchema = Type.Object(
  {
    name: Type.Optional(NameText(1000)),
    /** YYYY-MM-DD */
    date_of_birth: Type.Optional(Text(100)),
    gender: Type.Optional(Text(50)),
    sexuality: Type.Optional(Text(50)),
    country: Type.Optional(Text(10)),
    region: Type.Optional(Type.Union([Text(200), Type.Null()])),
    city: Type.Optional(Type.Union([Text(1000), Type.Null()])),
    hair_color: Type.Optional(Text(50)),
    eye_color: Type.Optional(Text(50)),
    body_type: Type.Optional(Text(50)),
    relationship_status: Type.Optional(Text(50)),
    tattoos: Type.Optional(Type.Boolean()),
    interests: Type.Optional(Type.Array(Text(50), { maxItems: 100 })),
    signup_reason: Type.Optional(Text(50)),
    about_me: Type.Optional(Type.Union([MultilineText(20_000), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdateSchema>;

/** POST /api/user.php (login). */
export const LoginRequestSchema = Type.Object({ email: Text(1000), password: Text(4096) });
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** PUT /api/user.php */
export const LanguageUpdateSchema = Type.Object({
  language: Type.Union(LANGUAGES.map((language) => Type.Literal(language))),
});
export type LanguageUpdate = Static<typeof LanguageUpdateSchema>;

export const SuccessResponseSchema = Type.Object({ success: Type.Boolean() });
export type SuccessResponse = Static<typeof SuccessResponseSchema>;

export const EmailRequestSchema = Type.Object({ email: Text(1000) });
export type EmailRequest = Static<typeof EmailRequestSchema>;

/** POST /api/password-reset-do.php */
export const PasswordResetDoSchema = Type.Object({
  token: Text(200),
  password: Text(4096),
  password_repeat: Text(4096),
});
export type PasswordResetDo = Static<typeof PasswordResetDoSchema>;

/** PUT /api/password.php */
export const PasswordChangeSchema = Type.Object({ old_password: Text(4096), password: Text(4096) });
export type PasswordChange = Static<typeof PasswordChangeSchema>;

/**
 * POST /api/mail-change.php: the new address and the account's current password (a session alone must not
 * be enough to move the account to another address).
 */
export const MailChangeRequestSchema = Type.Object({ email: Text(1000), password: Text(4096) });
export type MailChangeRequest = Static<typeof MailChangeRequestSchema>;

/** POST /api/mail-change-do.php and POST /api/mail-change-undo.php */
export const TokenRequestSchema = Type.Object({ token: Text(200) });
export type TokenRequest = Static<typeof TokenRequestSchema>;

/** GET /api/activate.php?token= */
export const ActivateQuerySchema = Type.Object({ token: Type.Optional(Text(200)) });

/** One sent mail, as the non-production outbox shows it. */
export const OutboxMailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  /** The absolute links of the mail, in order. */
  links: Type.Array(Type.String()),
  /** Extra headers the mail carried (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Type.Record(Type.String(), Type.String()),
  created_at: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMailSchema>;

/** GET /api/outbox.php (non-production only), newest first. */
export const OutboxResponseSchema = Type.Object({ mails: Type.Array(OutboxMailSchema) });
export type OutboxResponse = Static<typeof OutboxResponseSchema>;

/** GET /api/invite.php?code=: whose invite link this is (404 not_found for an unknown code). */
export const InviteQuerySchema = Type.Object({ code: Text(100) });
export const InviteResponseSchema = Type.Object({
  inviter: Type.Object({ name: Type.String() }),
});
export type InviteResponse = Static<typeof InviteResponseSchema>;

/** One of the logged-in member's own photos; names are relative to the site's cdn_prefix. */
export const OwnPhotoSchema = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  thumb_filename: Type.String(),
  /** The profile's main image. */
  main: Type.Boolean(),
  /** Private: only premium members see it (the main image is always shown). */
  private: Type.Boolean(),
});
export type OwnPhoto = Static<typeof OwnPhotoSchema>;

/**
 * GET /api/photos.php and DELETE /api/photos.php?id=: the member's photos in their order (the main photo
 * first, new uploads last), how many they may keep, and the user (whose main_image changes when the main
 * photo is deleted: the next photo in the order that is public becomes it and moves to the front).
 */
export const PhotoListResponseSchema = Type.Object({
  photos: Type.Array(OwnPhotoSchema),
  limit: Type.Integer(),
  user: UserSchema,
});
export type PhotoListResponse = Static<typeof PhotoListResponseSchema>;

export const PhotoDeleteQuerySchema = Type.Object({ id: IdSchema });

/** POST /api/photos.php (multipart, one file in field `file`, at most 10 MB): the stored photo and the user. */
export const PhotoUploadResponseSchema = Type.Object({
  photo: Type.Object({ id: Type.Integer(), filename: Type.String(), thumb_filename: Type.String() }),
  user: UserSchema,
});
export type PhotoUploadResponse = Static<typeof PhotoUploadResponseSchema>;

/**
 * PUT /api/photo-order.php: the member's photos in the order they want them shown. The first one is the main
 * photo (the one concept: "make main photo" moves a photo to the front), so it must be public (409
 * main_photo_public). The ids must be exactly the member's photos, each once: a duplicate is 400, a missing,
 * foreign or unknown id 409 photo_order_mismatch (the list changed meanwhile: reload). Answers the new list.
 */
export const PhotoOrderUpdateSchema = Type.Object(
  { ids: Type.Array(IdSchema, { minItems: 1, maxItems: PHOTO_LIMIT_PREMIUM }) },
  { additionalProperties: false },
);
export type PhotoOrderUpdate = Static<typeof PhotoOrderUpdateSchema>;
