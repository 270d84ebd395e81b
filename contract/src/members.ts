/**
 * Discovery calls: member search, profiles, likes and matches, the match finder, the swipe game,
 * blocking and invisible mode. The product shows only GET /api/likes.php and GET /api/auto-like.php; the rest is
 * designed in the same style (PHP-like paths, a JSON object with named fields).
 */
import { Type, type Static } from '@sinclair/typebox';
import { SEARCH_MAX_RESULTS, SWIPE_GAME_DAILY_LIKES } from './constants.js';
import { RegionKindSchema } from './catalog.js';
import { IdListSchema, IdSchema, Text } from './primitives.js';
import { ImageSchema, UserSchema } from './user.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Gender = Type.Union([Type.Literal('male'), Type.Literal('female')]);

/**
 * Another member as lists show them (search, likes, suggestions). Age only, never the date of birth; no
 * location finer than the city the member chose to show.
 */
export const MemberCardSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    age: Type.Integer(),
    gender: Type.Union([Gender, Type.Null()]),
    country: Type.String(),
    region: Nullable(Type.String()),
    city: Nullable(Type.String()),
    /** The main image is shown to everybody, visitors included. */
    main_image: Type.Union([ImageSchema, Type.Null()]),
    photo_count: Type.Integer(),
    /** Run by the operator: the site's fictional warning applies (singular on a profile, plural on lists). */
    fictional: Type.Boolean(),
  },
  // No $id: a response holds several card lists, and one $id may appear only once per response schema.
);
export type MemberCard = Static<typeof MemberCardSchema>;

/**
 * One photo of another member's profile. A locked photo (the viewer may not see it) carries no file names:
 * visitors see the main image only, free members the main image and public photos, premium members all.
 */
export const MemberPhotoSchema = Type.Object({
  id: Type.Integer(),
  main: Type.Boolean(),
  locked: Type.Boolean(),
  /** Why it is locked: 'login' (visitors) or 'premium' (a private photo seen by a free member). */
  lock_reason: Type.Union([Type.Literal('login'), Type.Literal('premium'), Type.Null()]),
  filename: Nullable(Type.String()),
  thumb_filename: Nullable(Type.String()),
  /**
   * A locked photo's teaser: a copy at most 16 px on its long side, to be shown blurred behind the lock (its
   * name reveals nothing of the photo's). Null for a photo the viewer may see.
   */
  teaser_filename: Nullable(Type.String()),
});
export type MemberPhoto = Static<typeof MemberPhotoSchema>;

/** Another member's full profile (GET /api/member.php). Fields the site does not show are null. */
export const MemberProfileSchema = Type.Composite(
  [
    MemberCardSchema,
    Type.Object({
      region_kind: Type.Union([RegionKindSchema, Type.Null()]),
      sexuality: Nullable(Type.String()),
      about_me: Nullable(Type.String()),
      interests: Type.Array(Type.String()),
      hair_color: Nullable(Type.String()),
      eye_color: Nullable(Type.String()),
      body_type: Nullable(Type.String()),
      relationship_status: Nullable(Type.String()),
      tattoos: Type.Union([Type.Boolean(), Type.Null()]),
      signup_reason: Nullable(Type.String()),
      photos: Type.Array(MemberPhotoSchema),
    }),
  ],
  { $id: 'MemberProfile' },
);
export type MemberProfile = Static<typeof MemberProfileSchema>;

/** Like state between the viewer and a member (none, liked, liked by the other, match). */
export const LikeStateSchema = Type.Object({
  liked: Type.Boolean(),
  liked_by: Type.Boolean(),
  match: Type.Boolean(),
});
export type LikeState = Static<typeof LikeStateSchema>;

/** GET /api/members.php: the member search. */
export const SearchQuerySchema = Type.Object(
  {
    /** The gender looked for; absent: both. */
    gender: Type.Optional(Gender),
    /** ISO 3166-1 alpha-2. */
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
    /** A region of the country (countryregion). */
    region: Type.Optional(Text(200)),
    min_age: Type.Optional(Type.Integer({ minimum: 18, maximum: 120 })),
    /** Absent: no upper bound (all ages, or "N+"). */
    max_age: Type.Optional(Type.Integer({ minimum: 18, maximum: 120 })),
    /** pageNumber, from 1. */
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    /** numResults per page. */
    num: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_RESULTS })),
    /** The visitor's traffic-source network, for sites that open search to visitors from a traffic source. */
    network: Type.Optional(Text(100)),
    forced_domain: Type.Optional(Text(255)),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const SearchResponseSchema = Type.Object({
  profiles: Type.Array(MemberCardSchema),
  /** How many profiles match in all, exact up to SEARCH_COUNT_CAP (1,000). */
  total: Type.Integer(),
  /** More than SEARCH_COUNT_CAP match: show "1000+"; pages go up to the cap. */
  total_capped: Type.Boolean(),
  page: Type.Integer(),
  num_results: Type.Integer(),
  /** When few match: profiles close to the filters (wider region, country or age), none of the results. */
  similar: Type.Array(MemberCardSchema),
});
export type SearchResponse = Static<typeof SearchResponseSchema>;

export const MemberQuerySchema = Type.Object({
  id: IdSchema,
  forced_domain: Type.Optional(Text(255)),
});

/** A member the viewer blocked, as their profile shows them: name and main image only (to unblock). */
export const BlockedMemberProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    main_image: Type.Union([ImageSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type BlockedMemberProfile = Static<typeof BlockedMemberProfileSchema>;

/**
 * GET /api/member.php?id=: a profile, the like state and profiles to go on with; or, for a member the
 * viewer blocked, `blocked: true` with their name and main image and nothing else.
 */
export const MemberResponseSchema = Type.Union([
  Type.Object({
    profile: MemberProfileSchema,
    /** null for visitors. */
    like: Type.Union([LikeStateSchema, Type.Null()]),
    blocked: Type.Literal(false),
    /** Near the member: same region (or country). */
    related: Type.Array(MemberCardSchema),
    /** Like the member: same gender, close in age. */
    similar: Type.Array(MemberCardSchema),
  }),
  Type.Object(
    {
      /** The viewer blocked this member: the page shows name and main image, with unblock. */
      blocked: Type.Literal(true),
      profile: BlockedMemberProfileSchema,
    },
    { additionalProperties: false },
  ),
]);
export type MemberResponse = Static<typeof MemberResponseSchema>;

/** GET /api/profiles.php?ids=1,2,3: cards of the given members the viewer may see (unknown ids left out). */
export const ProfilesQuerySchema = Type.Object({
  ids: IdListSchema,
  forced_domain: Type.Optional(Text(255)),
});
export const ProfilesResponseSchema = Type.Object({ profiles: Type.Array(MemberCardSchema) });
export type ProfilesResponse = Static<typeof ProfilesResponseSchema>;

/** GET /api/likes.php: ids the user liked, and who liked the user, new ones first. */
export const LikesResponseSchema = Type.Object({
  profiles: Type.Array(Type.Integer()),
  liked_by: Type.Array(Type.Object({ id: Type.Integer(), like_new: Type.Boolean() })),
});
export type LikesResponse = Static<typeof LikesResponseSchema>;

/** POST /api/like.php, DELETE /api/like.php?id=, PUT /api/likes.php (mark a like seen): the member's id. */
export const MemberIdSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });
export type MemberIdRequest = Static<typeof MemberIdSchema>;

/** POST/DELETE /api/like.php: the new state; `match` true the moment both like each other. */
export const LikeResponseSchema = Type.Object({ like: LikeStateSchema });
export type LikeResponse = Static<typeof LikeResponseSchema>;

/** GET /api/auto-like.php: a profile that just liked the user, for the match overlay. */
export const AutoLikeResponseSchema = Type.Object({ profile: Type.Union([MemberCardSchema, Type.Null()]) });
export type AutoLikeResponse = Static<typeof AutoLikeResponseSchema>;

/** GET /api/match-finder.php: suggestions for the member, not yet liked. */
export const MatchFinderResponseSchema = Type.Object({ profiles: Type.Array(MemberCardSchema) });
export type MatchFinderResponse = Static<typeof MatchFinderResponseSchema>;

/** GET /api/swipe.php and POST /api/swipe.php: the next profile and what is left of today's likes. */
export const SwipeStateSchema = Type.Object({
  profile: Type.Union([MemberCardSchema, Type.Null()]),
  likes_left: Type.Integer({ minimum: 0, maximum: SWIPE_GAME_DAILY_LIKES }),
  likes_per_day: Type.Integer(),
  /** When the day's likes come back (next midnight UTC), and the seconds until then. */
  resets_at: Type.String(),
  seconds_to_reset: Type.Integer(),
  /** After a like: the state with that member (a match shows the overlay). */
  like: Type.Optional(LikeStateSchema),
});
export type SwipeState = Static<typeof SwipeStateSchema>;

export const SwipeRequestSchema = Type.Object(
  { id: IdSchema, like: Type.Boolean() },
  { additionalProperties: false },
);
export type SwipeRequest = Static<typeof SwipeRequestSchema>;

/** POST /api/block.php {id} and DELETE /api/block.php?id=. */
export const BlockResponseSchema = Type.Object({ blocked: Type.Boolean() });
export type BlockResponse = Static<typeof BlockResponseSchema>;

/** Most blocked members GET /api/blocks.php lists: a bounded list, newest block first. */
export const BLOCKED_MEMBERS_LIMIT = 200;

/** One member the user blocked: as their blocked profile shows them, and when (ISO 8601). */
export const BlockedMemberSchema = Type.Object(
  {
    ...BlockedMemberProfileSchema.properties,
    blocked_at: Type.String(),
  },
  { additionalProperties: false },
);
export type BlockedMember = Static<typeof BlockedMemberSchema>;

/** GET /api/blocks.php: the members the user blocked, newest block first, at most BLOCKED_MEMBERS_LIMIT. */
export const BlockedMembersResponseSchema = Type.Object({ members: Type.Array(BlockedMemberSchema) });
export type BlockedMembersResponse = Static<typeof BlockedMembersResponseSchema>;

/** PUT /api/invisible.php: invisible mode on or off; answers the user. */
export const InvisibleUpdateSchema = Type.Object(
  { invisible: Type.Boolean() },
  { additionalProperties: false },
);
export const InvisibleResponseSchema = Type.Object({ user: UserSchema });

/** PUT /api/photos.php: a photo of one's own made private (premium viewers only) or public. */
export const PhotoPrivacyUpdateSchema = Type.Object(
  { id: IdSchema, private: Type.Boolean() },
  { additionalProperties: false },
);

/** The product's wording of the discovery errors; clients translate by code. */
export const MEMBER_MESSAGES = {
  /** {name} is the member who blocked the viewer. */
  blockedByMember: 'You have been blocked by {name} and have no access to this page.',
  loginToLike: 'You need to be logged in to like a profile',
  invisibleTarget: 'This member is invisible and has to make the first contact.',
  swipeLimit: 'You have used today’s likes. New likes in {time}.',
  memberBlocked: 'You blocked this member. Unblock them first.',
} as const;
