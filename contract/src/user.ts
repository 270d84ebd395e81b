import { Type, type Static } from '@sinclair/typebox';

export const ImageSchema = Type.Object({
  filename: Type.String(),
  thumb_filename: Type.String(),
  match: Type.String(),
});

export type Image = Static<typeof ImageSchema>;

export const ProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
    name: Type.String(),
    main_image: Type.Union([ImageSchema, Type.Null()]),
    /** null until the member picks it (the signup form does not ask). */
    gender: Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Null()]),
    sexuality: Type.Union([
      Type.Literal('hetero'),
      Type.Literal('gay'),
      Type.Literal('lesbian'),
      Type.Literal('bi'),
      Type.Null(),
    ]),
    age: Type.Integer(),
    country: Type.String(),
    region: Type.Union([Type.String(), Type.Null()]),
    city: Type.Union([Type.String(), Type.Null()]),
    // Present on the logged-in member's own profile (GET /api/user.php), absent on other members'.
    date_of_birth: Type.Optional(Type.String()),
    about_me: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    interests: Type.Optional(Type.Array(Type.String())),
    hair_color: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    eye_color: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    body_type: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    relationship_status: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    tattoos: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    signup_reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  { $id: 'Profile' },
);
export type Profile = Static<typeof ProfileSchema>;

/**
 * The free text messages a free member has left (the site's free_messages less those sent); 0 for a premium
 * member. A text message is paid with one of them while any are left, with credits after.
 */
export const FreeMessagesLeftSchema = Type.Integer({ minimum: 0 });

export const UserSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('not_confirmed'), Type.Literal('confirmed')]),
    /** The member's own address (only ever in their own user object): settings and the activation reminder. */
    email: Type.String(),
    /** The member's invite link is /<invite_code> on the site's domain (invite-only sites need one). */
    invite_code: Type.String(),
    /** Invisible mode (own user only): hidden from search; others cannot make the first contact. */
    invisible: Type.Boolean(),
    credits: Type.Integer(),
    /** Free text messages left (free members only; spent before credits). */
    free_messages_left: FreeMessagesLeftSchema,
    paid_user: Type.Boolean(),
    notifications_disabled: Type.Array(
      Type.Union([Type.Literal('fbl'), Type.Literal('bounce'), Type.Literal('listunsubscribe')]),
    ),
    fictional_icon: Type.Boolean(),
    language: Type.String(),
    signup_date: Type.String(),
    profile: ProfileSchema,
  },
  { $id: 'User' },
);
export type User = Static<typeof UserSchema>;

export const UserResponseSchema = Type.Object({ user: Type.Union([UserSchema, Type.Null()]) });
export type UserResponse = Static<typeof UserResponseSchema>;

/** The answer of a call that leaves a member logged in (login, signup, profile and e-mail changes): a user. */
export const LoggedInUserResponseSchema = Type.Object({ user: UserSchema });
export type LoggedInUserResponse = Static<typeof LoggedInUserResponseSchema>;

/** GET /api/logout.php: the session is revoked and its cookie cleared. */
export const LogoutResponseSchema = Type.Object({ success: Type.Boolean() });
export type LogoutResponse = Static<typeof LogoutResponseSchema>;
