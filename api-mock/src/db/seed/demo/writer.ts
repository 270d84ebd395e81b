/**
 * The only SQL of the demo seed: counting what exists and bulk-inserting generated members with their
 * photos. One transaction per batch, so an interrupted run leaves whole batches and the next run tops up.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { genderLookedFor } from 'contract/constants';
import type { AppDatabase } from '../../client.js';
import { likes, members, photos, sites } from '../../schema.js';
import { DEMO_EMAIL_DOMAIN } from './constants.js';
import type { DemoSite, GeneratedMember } from './generate.js';

/** Rows per photos INSERT: 5 parameters each, well below PostgreSQL's 65,535 parameters per statement. */
const PHOTO_CHUNK = 5000;

export async function listSites(db: AppDatabase): Promise<DemoSite[]> {
  return db
    .select({
      id: sites.id,
      domain: sites.domain,
      countries: sites.countries,
      domainLanguage: sites.domainLanguage,
    })
    .from(sites)
    .orderBy(sites.id);
}

export async function hasDemoMembers(db: AppDatabase): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.demo, true)).limit(1);
  return row !== undefined;
}

export interface DemoCounts {
  /** Every demo row of the site, the well-known accounts included. */
  all: number;
  /** Generated members only (their addresses are under DEMO_EMAIL_DOMAIN): the next index follows them. */
  generated: number;
}

export async function countDemoMembers(db: AppDatabase): Promise<Map<number, DemoCounts>> {
  const rows = await db
    .select({
      siteId: members.siteId,
      all: count(),
      generated:
        sql<number>`count(*) filter (where ${members.email} like ${`%@${DEMO_EMAIL_DOMAIN}`})`.mapWith(
          Number,
        ),
    })
    .from(members)
    .where(eq(members.demo, true))
    .groupBy(members.siteId);
  return new Map(rows.map((row) => [row.siteId, { all: row.all, generated: row.generated }]));
}

/** Which of these addresses the site already has. */
export async function existingEmails(
  db: AppDatabase,
  siteId: number,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: members.email })
    .from(members)
    .where(and(eq(members.siteId, siteId), inArray(members.email, emails)));
  return new Set(rows.map((row) => row.email));
}

/**
 * Inserts one batch of generated members (all of one site) and their photos, then points each new member's
 * main_photo_id at their first photo in one UPDATE … FROM. Addresses that exist already are skipped (a
 * concurrent or interrupted run), so the batch is safe to repeat.
 */
export async function insertMembers(
  db: AppDatabase,
  batch: readonly GeneratedMember[],
): Promise<{ members: number; photos: number }> {
  if (batch.length === 0) return { members: 0, photos: 0 };
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(members)
      .values(batch.map((generated) => generated.member))
      .onConflictDoNothing({ target: [members.siteId, members.email] })
      .returning({ id: members.id, email: members.email });
    if (inserted.length === 0) return { members: 0, photos: 0 };
    const idOf = new Map(inserted.map((row) => [row.email, row.id]));
    const photoRows = batch.flatMap((generated) => {
      const memberId = idOf.get(generated.member.email);
      return memberId === undefined ? [] : generated.photos.map((photo) => ({ ...photo, memberId }));
    });
    for (let start = 0; start < photoRows.length; start += PHOTO_CHUNK) {
      await tx.insert(photos).values(photoRows.slice(start, start + PHOTO_CHUNK));
    }
    if (photoRows.length > 0) {
      const ids = inserted.map((row) => row.id);
      const low = Math.min(...ids);
      const high = Math.max(...ids);
      // The first photo (lowest id: inserted in upload order) is the main one, as for an upload.
      await tx.execute(sql`
        update ${members} set main_photo_id = first.id
        from (
          select ${photos.memberId} as member_id, min(${photos.id}) as id from ${photos}
          where ${photos.memberId} between ${low} and ${high}
          group by ${photos.memberId}
        ) as first
        where ${members.id} = first.member_id and ${members.demo} and ${members.mainPhotoId} is null
          and ${members.id} between ${low} and ${high}`);
    }
    return { members: inserted.length, photos: photoRows.length };
  });
}

/**
 * Likes for a new well-known account, so its likes pages are not empty in a demo: `count` demo members with
 * a photo, of the gender the account looks for, own country first, like it (the newest `unseen` of them still new), and the
 * account likes the first `mutual` back (matches).
 */
export async function likeWellKnownAccount(
  db: AppDatabase,
  email: string,
  siteId: number,
  plan: { count: number; unseen: number; mutual: number },
): Promise<void> {
  const [account] = await db
    .select({
      id: members.id,
      gender: members.gender,
      sexuality: members.sexuality,
      country: members.country,
    })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.email, email)));
  if (!account) return;
  const gender = genderLookedFor(account.gender, account.sexuality);
  const likers = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        eq(members.demo, true),
        eq(members.profileStatus, 'active'),
        eq(members.invisible, false),
        ne(members.id, account.id),
        isNotNull(members.mainPhotoId),
        gender ? eq(members.gender, gender) : undefined,
      ),
    )
    // Members of the account's own country first: likes come from people near you.
    .orderBy(desc(sql`${members.country} = ${account.country}`), asc(members.id))
    .limit(plan.count);
  if (likers.length === 0) return;
  const day = 86_400_000;
  const start = Date.now() - plan.count * day;
  await db
    .insert(likes)
    .values([
      ...likers.map((liker, i) => ({
        likerId: liker.id,
        likedId: account.id,
        source: 'profile' as const,
        seen: i < likers.length - plan.unseen,
        createdAt: new Date(start + i * day),
      })),
      ...likers.slice(0, plan.mutual).map((liker) => ({
        likerId: account.id,
        likedId: liker.id,
        source: 'profile' as const,
        seen: true,
        createdAt: new Date(start),
      })),
    ])
    .onConflictDoNothing();
}
