/**
 * All SQL of finding members: search, cards by id, suggestions (related, similar, match finder, swipe game,
 * automatic likes). Every list goes through `listable`, the one definition of who may appear in a list.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../client.js';
import { blocks, likes, members, photos, sessions, swipePasses } from '../schema.js';

/** A member as lists show them, with the main photo's file names and the number of photos. */
export interface CardRow {
  id: number;
  name: string;
  dateOfBirth: string;
  gender: string | null;
  country: string;
  region: string | null;
  city: string | null;
  fictional: boolean;
  mainFilename: string | null;
  mainThumbFilename: string | null;
  /** All photos of the member. */
  photoCount: number;
  /** The photos every member may open: the main photo and the public ones (cards.ts picks per viewer). */
  openPhotoCount: number;
}

/**
 * A member as the landers show them to visitors: the main photo's thumbnail (the one photo visitors may see),
 * no photo count.
 */
export interface LanderRow {
  id: number;
  name: string;
  dateOfBirth: string;
  country: string;
  region: string | null;
  city: string | null;
  fictional: boolean;
  mainThumbFilename: string | null;
}

export interface LanderMembersFilter {
  siteId: number;
  gender: 'male' | 'female';
  /** The visitor's country: its members come first. */
  country: string;
  /** Whether to fill up from the site's other countries when the visitor's country has too few. */
  fillUp: boolean;
  limit: number;
}

/** Who is looking: lists leave out the viewer and everyone a block stands between. Null for visitors. */
export type Viewer = { id: number } | null;

export interface SearchFilter {
  siteId: number;
  viewer: Viewer;
  gender?: 'male' | 'female' | undefined;
  country?: string | undefined;
  region?: string | undefined;
  /** Dates of birth as YYYY-MM-DD (the column's form, which sorts like the dates). */
  bornOnOrBefore?: string | undefined;
  bornAfter?: string | undefined;
  /** Members never to list (e.g. the results a "similar" list must not repeat). */
  excludeIds?: readonly number[];
}

export interface DiscoveryRepository {
  search(filter: SearchFilter, page: { limit: number; offset: number }): Promise<CardRow[]>;
  /** How many match, counted up to `cap` (a page count needs no more, and counting all costs). */
  count(filter: SearchFilter, cap: number): Promise<number>;
  /** Cards of these members in the given order, when they are listable or have contact with the viewer. */
  cardsByIds(siteId: number, viewer: Viewer, ids: readonly number[]): Promise<CardRow[]>;
  /**
   * Listable members matching the filter, nearest to `place` first (same region, then same country, then the
   * others), best first within each (see `bestFirst`). The profile page's similar profiles.
   */
  nearby(filter: SearchFilter, place: Place, limit: number): Promise<CardRow[]>;
  /**
   * Match finder: listable, with a photo (suggestions are picked by looks), of the gender looked for, not
   * liked by the viewer yet; nearest to the viewer's place first.
   */
  suggestions(
    filter: SearchFilter & { viewer: { id: number }; place: Place },
    limit: number,
  ): Promise<CardRow[]>;
  /**
   * Swipe game: the next listable member with a photo the viewer neither liked nor passed, nearest to the
   * viewer's place first.
   */
  nextSwipe(filter: SearchFilter & { viewer: { id: number }; place: Place }): Promise<CardRow | null>;
  /** A fictional member who has not liked the viewer yet (the automatic like's sender). */
  autoLiker(filter: SearchFilter & { viewer: { id: number } }): Promise<CardRow | null>;
  /**
   * Lander faces (one statement): listable members of the gender with a main photo, the visitor's country
   * first, then the site's other countries; within each, the most recently active of the best-ranked signups.
   */
  landerMembers(filter: LanderMembersFilter): Promise<LanderRow[]>;
  /** A member landing's member: listable on the site (as a visitor sees it), else null. */
  landerMember(siteId: number, id: number): Promise<LanderRow | null>;
}

/** A CardRow's columns: `members` left-joined with its main photo (`photos`). The chat list selects them too. */
export const cardColumns = {
  id: members.id,
  name: members.name,
  dateOfBirth: members.dateOfBirth,
  gender: members.gender,
  country: members.country,
  region: members.region,
  city: members.city,
  fictional: members.fictional,
  mainFilename: photos.filename,
  mainThumbFilename: photos.thumbFilename,
  photoCount: sql<number>`(select count(*)::int from ${photos} p where p.member_id = ${members.id})`,
  openPhotoCount: sql<number>`(select count(*)::int from ${photos} p where p.member_id = ${members.id} and (p.id = ${members.mainPhotoId} or not p.private))`,
};

/** Where the viewer lives: suggestions come from their region first, then their country, then elsewhere. */
export interface Place {
  country: string;
  region: string | null;
}

/**
 * Not one of the members a block stands between with the viewer, either direction. Written as NOT IN over
 * the viewer's few blocks, which PostgreSQL hashes once, rather than a per-row anti-join.
 */
function notBlockedWith(viewerId: number): SQL {
  return sql`${members.id} not in (select b.blocked_id from ${blocks} b where b.blocker_id = ${viewerId} union all select b.blocker_id from ${blocks} b where b.blocked_id = ${viewerId})`;
}

/**
 * The order of every list (PROFILE_SCORE): the most complete profiles first (members.profile_score: a main
 * photo 8, an about-me text 2, filled detail fields 0 to 3, so a profile without a photo never leads one with a
 * photo), then the newest signups. The search indexes end in these three columns, so a page reads only its
 * rows. Recent activity is not part of it: it changes on every request and would need a write per request to
 * stay indexable; the landers rank their few candidates by it instead.
 */
const bestFirst = [desc(members.profileScore), desc(members.signupDate), desc(members.id)];

/**
 * Who may appear in a list on a site: active (activated) profiles of accounts not pending deletion, not in
 * invisible mode, never the viewer, and nobody a block stands between. The partial search indexes carry
 * the same three conditions.
 */
function listable(filter: SearchFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(members.siteId, filter.siteId),
    eq(members.profileStatus, 'active'),
    eq(members.invisible, false),
    isNull(members.deletedAt),
    filter.gender ? eq(members.gender, filter.gender) : undefined,
    filter.country ? eq(members.country, filter.country) : undefined,
    filter.region ? eq(members.region, filter.region) : undefined,
    filter.bornOnOrBefore ? lte(members.dateOfBirth, filter.bornOnOrBefore) : undefined,
    filter.bornAfter ? gt(members.dateOfBirth, filter.bornAfter) : undefined,
  ];
  if (filter.viewer) {
    conditions.push(ne(members.id, filter.viewer.id), notBlockedWith(filter.viewer.id));
  }
  if (filter.excludeIds && filter.excludeIds.length > 0) {
    conditions.push(notInArray(members.id, [...filter.excludeIds]));
  }
  return and(...conditions) as SQL;
}

/** A LanderRow's columns: `members` joined with its main photo. */
const landerColumns = {
  id: members.id,
  name: members.name,
  dateOfBirth: members.dateOfBirth,
  country: members.country,
  region: members.region,
  city: members.city,
  fictional: members.fictional,
  mainThumbFilename: photos.thumbFilename,
};

/** The member's main photo row, as the cards join it. */
const mainPhoto = eq(photos.id, members.mainPhotoId);

/**
 * How many of the newest signups of each country group the landers rank by activity: enough for a choice,
 * few enough that the activity lookups (one index probe each) stay cheap however many members a site has.
 */
const LANDER_CANDIDATES_PER_RESULT = 4;

/** Cards: members with their main photo. */
const cardsOf = (db: AppDatabase) =>
  db.select(cardColumns).from(members).leftJoin(photos, eq(photos.id, members.mainPhotoId));

/**
 * The member search's statement: one read of the search index of the filter's shape, in its order, that stops
 * after the page (search-plans.test.ts checks the plan on every shape).
 */
export const searchStatement = (
  db: AppDatabase,
  filter: SearchFilter,
  { limit, offset }: { limit: number; offset: number },
) =>
  cardsOf(db)
    .where(listable(filter))
    .orderBy(...bestFirst)
    .limit(limit)
    .offset(offset);

export function createDiscoveryRepository(db: AppDatabase): DiscoveryRepository {
  const cards = () => cardsOf(db);

  /**
   * The place tiers, one after the other until `limit` rows are found: same region, same country (another or
   * no region), other countries. Each tier is one read of a search index in its own order (region index, country
   * index, gender index) that stops after the rows still missing, so ranking by place never sorts all matches.
   */
  async function byPlace(filter: SearchFilter, place: Place, extra: SQL | undefined, limit: number) {
    const tiers: SQL[] = [
      ...(place.region
        ? [and(eq(members.country, place.country), eq(members.region, place.region)) as SQL]
        : []),
      place.region
        ? (and(
            eq(members.country, place.country),
            sql`${members.region} is distinct from ${place.region}`,
          ) as SQL)
        : eq(members.country, place.country),
      ne(members.country, place.country),
    ];
    const found: CardRow[] = [];
    for (const tier of tiers) {
      if (found.length >= limit) break;
      const excludeIds = [...(filter.excludeIds ?? []), ...found.map((row) => row.id)];
      const rows = await cards()
        .where(and(listable({ ...filter, excludeIds }), extra, tier))
        .orderBy(...bestFirst)
        .limit(limit - found.length);
      found.push(...rows);
    }
    return found;
  }

  return {
    async search(filter, page) {
      return searchStatement(db, filter, page);
    },

    async count(filter, cap) {
      const matching = db
        .select({ one: sql`1` })
        .from(members)
        .where(listable(filter))
        .limit(cap)
        .as('matching');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
      return row?.n ?? 0;
    },

    async cardsByIds(siteId, viewer, ids) {
      if (ids.length === 0) return [];
      const conditions: (SQL | undefined)[] = [
        eq(members.siteId, siteId),
        inArray(members.id, [...ids]),
        eq(members.profileStatus, 'active'),
        isNull(members.deletedAt),
      ];
      if (viewer) {
        conditions.push(notBlockedWith(viewer.id));
        // Invisible members appear only to members they made contact with (liked, for now).
        conditions.push(
          sql`(${members.invisible} = false or ${members.id} = ${viewer.id} or exists (select 1 from ${likes} l where l.liker_id = ${members.id} and l.liked_id = ${viewer.id}))`,
        );
      } else {
        conditions.push(eq(members.invisible, false));
      }
      const rows = await cards().where(and(...conditions));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    nearby(filter, place, limit) {
      return byPlace(filter, place, undefined, limit);
    },

    suggestions(filter, limit) {
      const withPhotoNotLiked = and(
        isNotNull(members.mainPhotoId),
        sql`not exists (select 1 from ${likes} l where l.liker_id = ${filter.viewer.id} and l.liked_id = ${members.id})`,
      );
      return byPlace(filter, filter.place, withPhotoNotLiked, limit);
    },

    async nextSwipe(filter) {
      const [row] = await byPlace(
        filter,
        filter.place,
        and(
          isNotNull(members.mainPhotoId),
          sql`not exists (select 1 from ${likes} l where l.liker_id = ${filter.viewer.id} and l.liked_id = ${members.id})`,
          sql`not exists (select 1 from ${swipePasses} s where s.member_id = ${filter.viewer.id} and s.profile_id = ${members.id})`,
        ),
        1,
      );
      return row ?? null;
    },

    async autoLiker(filter) {
      const [row] = await cards()
        .where(
          and(
            listable(filter),
            eq(members.fictional, true),
            sql`not exists (select 1 from ${likes} l where l.liker_id = ${members.id} and l.liked_id = ${filter.viewer.id})`,
          ),
        )
        .orderBy(asc(sql`random()`))
        .limit(1);
      return row ?? null;
    },

    async landerMembers({ siteId, gender, country, fillUp, limit }) {
      const perGroup = limit * LANDER_CANDIDATES_PER_RESULT;
      // Each group reads the search indexes best first (complete profiles, then newest) and stops after its candidates; only those are
      // looked up in the sessions (their last activity, else their signup) and ranked, in the same statement.
      const group = (rank: 0 | 1, where: SQL | undefined) =>
        db
          .select({
            ...landerColumns,
            rank: sql<number>`${sql.raw(String(rank))}`.as('rank'),
            activeAt:
              sql<Date>`coalesce((select max(s.last_seen_at) from ${sessions} s where s.member_id = ${members.id}), ${members.signupDate})`.as(
                'active_at',
              ),
          })
          .from(members)
          .innerJoin(photos, mainPhoto)
          .where(where)
          .orderBy(...bestFirst)
          .limit(perGroup);
      const local = group(0, listable({ siteId, viewer: null, gender, country }));
      // The site's other countries, when they may fill up (members only live in their site's countries).
      const elsewhere = and(listable({ siteId, viewer: null, gender }), ne(members.country, country));
      const candidates = (fillUp ? unionAll(local, group(1, elsewhere)) : local).as('candidates');
      const rows = await db
        .select()
        .from(candidates)
        .orderBy(asc(candidates.rank), desc(candidates.activeAt), desc(candidates.id))
        .limit(limit);
      return rows.map(({ rank: _rank, activeAt: _activeAt, ...row }) => row);
    },

    async landerMember(siteId, id) {
      const [row] = await db
        .select(landerColumns)
        .from(members)
        .leftJoin(photos, mainPhoto)
        .where(and(listable({ siteId, viewer: null }), eq(members.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
