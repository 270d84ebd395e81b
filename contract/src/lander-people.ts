/**
 * Real members on the landers, as a logged-out visitor may see them: the people landers' faces (gallery,
 * collage, swipe, map), the member landings' member card and the matches of /signup-matches. Open to
 * visitors; the answers never depend on a session.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, Text } from './primitives.js';

/** How many members one lander call answers at most, and without `limit`. */
export const LANDER_MEMBERS_MAX = 24;
export const LANDER_MEMBERS_DEFAULT = 9;

/**
 * A member as a lander shows them: age, never the date of birth; region and city only where the site shows
 * them on profiles (else null); the URL of the main photo's thumbnail (the one photo visitors may see) or
 * null without one. `fictional`: run by the operator, the site's fictional warning applies.
 */
export const LanderMemberSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    age: Type.Integer(),
    city: Type.Union([Type.String(), Type.Null()]),
    region: Type.Union([Type.String(), Type.Null()]),
    country: Type.String(),
    photo: Type.Union([Type.String(), Type.Null()]),
    fictional: Type.Boolean(),
  },
  // No $id: a response may hold it more than once.
);
export type LanderMember = Static<typeof LanderMemberSchema>;

/** GET /api/lander-members.php: members of the gender looked for in the visitor's country, best first. */
export const LanderMembersQuerySchema = Type.Object(
  {
    /** The gender the visitor looks for; absent: female. */
    looking_for: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female')])),
    /** How many, 1 to LANDER_MEMBERS_MAX; absent: LANDER_MEMBERS_DEFAULT. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LANDER_MEMBERS_MAX })),
    /** The visitor's selected country (ISO alpha-2), as settings.php takes it; ignored unless the site serves it. */
    country: Type.Optional(Text(16)),
    forced_domain: Type.Optional(Text(253, { minLength: 1 })),
  },
  { additionalProperties: false },
);
export type LanderMembersQuery = Static<typeof LanderMembersQuerySchema>;

export const LanderMembersResponseSchema = Type.Object({ members: Type.Array(LanderMemberSchema) });
export type LanderMembersResponse = Static<typeof LanderMembersResponseSchema>;

/**
 * GET /api/lander-member.php?id=: the member of a member landing. Every id of the id range is a valid
 * question (the answer is null for each that names nobody a visitor may see); anything else is 400.
 */
export const LanderMemberQuerySchema = Type.Object(
  {
    id: IdSchema,
    forced_domain: Type.Optional(Text(253, { minLength: 1 })),
  },
  { additionalProperties: false },
);
export type LanderMemberQuery = Static<typeof LanderMemberQuerySchema>;

/** The same answer (null) for unknown, inactive, invisible, pending-deletion and other sites' members. */
export const LanderMemberResponseSchema = Type.Object({
  member: Type.Union([LanderMemberSchema, Type.Null()]),
});
export type LanderMemberResponse = Static<typeof LanderMemberResponseSchema>;
