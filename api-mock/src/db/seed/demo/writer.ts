/**
 * The only SQL of the demo seed: counting what exists and bulk-inserting generated members with their
 * photos. One transaction per batch, so an interrupted run leaves whole batches and the next run tops up.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import { CHAT_HISTORY_DAYS, genderLookedFor, type Language } from 'contract/constants';
import type { AppDatabase } from '../../client.js';
import {
  conversationMembers,
  conversationStarts,
  conversations,
  creditLedger,
  likes,
  members,
  messages,
  photos,
  sites,
} from '../../schema.js';
import { DEMO_EMAIL_DOMAIN } from './constants.js';
import { demoChats, OLD_MESSAGE_DAYS, type DemoSpeaker } from './conversations.js';
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
    // Every balance is the sum of its ledger entries: a demo member's credits are one entry, bought for
    // premium (paid) members, an opening balance for the others.
    const entries = batch.flatMap(({ member }) => {
      const memberId = idOf.get(member.email);
      const credits = member.credits ?? 0;
      if (memberId === undefined || credits <= 0) return [];
      return [
        {
          memberId,
          delta: credits,
          balanceAfter: credits,
          reason: member.paidUser ? ('purchase' as const) : ('opening_balance' as const),
          object: 'demo',
          createdAt: member.signupDate ?? new Date(),
        },
      ];
    });
    // One row per member of the batch at most: 6 parameters each, far below PostgreSQL's limit.
    if (entries.length > 0) await tx.insert(creditLedger).values(entries);
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

const DAY_MS = 86_400_000;

/** A demo member to write to: active, visible, with a photo, of the gender `account` looks for. */
async function chatPartner(
  db: AppDatabase,
  siteId: number,
  account: { id: number; gender: string | null; sexuality: string | null; country: string },
  options: { signedUpBy: Date; excludeIds: number[] },
): Promise<number | null> {
  const gender = genderLookedFor(account.gender, account.sexuality);
  const [partner] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        eq(members.demo, true),
        eq(members.profileStatus, 'active'),
        eq(members.invisible, false),
        eq(members.fictional, false),
        isNotNull(members.mainPhotoId),
        lte(members.signupDate, options.signedUpBy),
        notInArray(members.id, [account.id, ...options.excludeIds]),
        gender ? eq(members.gender, gender) : undefined,
      ),
    )
    .orderBy(desc(sql`${members.country} = ${account.country}`), asc(members.id))
    .limit(1);
  return partner?.id ?? null;
}

/**
 * The demo conversations of a site's new well-known accounts (conversations.ts), in their language. Seeded
 * messages cost nothing (credits 0, no ledger entry): they are history, not sends. Each member has read up to
 * their own last message; what the other wrote after it is unread (counted when inside the history window).
 */
export async function seedWellKnownChats(
  db: AppDatabase,
  siteId: number,
  emails: { premium: string; free: string },
  now: Date,
): Promise<void> {
  const accounts = await db
    .select({
      id: members.id,
      email: members.email,
      gender: members.gender,
      sexuality: members.sexuality,
      country: members.country,
      language: members.language,
    })
    .from(members)
    .where(and(eq(members.siteId, siteId), inArray(members.email, [emails.premium, emails.free])));
  const premium = accounts.find((account) => account.email === emails.premium);
  const free = accounts.find((account) => account.email === emails.free);
  if (!premium || !free) return;
  // The premium partner signed up before the old message was sent.
  const premiumPartner = await chatPartner(db, siteId, premium, {
    signedUpBy: new Date(now.getTime() - (OLD_MESSAGE_DAYS + 1) * DAY_MS),
    excludeIds: [free.id],
  });
  const freePartner = await chatPartner(db, siteId, free, {
    signedUpBy: new Date(now.getTime() - 4 * DAY_MS),
    excludeIds: [premium.id, ...(premiumPartner ? [premiumPartner] : [])],
  });
  const ids: Record<DemoSpeaker, number | null> = {
    premium: premium.id,
    free: free.id,
    premiumPartner,
    freePartner,
  };
  const windowStart = now.getTime() - CHAT_HISTORY_DAYS * DAY_MS;
  await db.transaction(async (tx) => {
    for (const chat of demoChats(premium.language as Language)) {
      const [starter, other] = chat.members.map((speaker) => ids[speaker]);
      if (!starter || !other) continue;
      const first = chat.messages[0];
      if (!first) continue;
      const [conversation] = await tx
        .insert(conversations)
        .values({
          siteId,
          memberLow: Math.min(starter, other),
          memberHigh: Math.max(starter, other),
          startedBy: starter,
          createdAt: new Date(now.getTime() - first.ageMs),
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      // The pair has a conversation already (a repeated run): left as it is.
      if (!conversation) continue;
      // The start counts toward the starter's conversation limit, as one started in the chat does.
      await tx
        .insert(conversationStarts)
        .values({ memberId: starter, partnerId: other, startedAt: new Date(now.getTime() - first.ageMs) })
        .onConflictDoNothing();
      const stored = await tx
        .insert(messages)
        .values(
          chat.messages.map((message) => ({
            conversationId: conversation.id,
            senderId: ids[message.from] as number,
            clientId: randomUUID(),
            kind: 'text' as const,
            body: message.text,
            credits: 0,
            createdAt: new Date(now.getTime() - message.ageMs),
          })),
        )
        .returning({ id: messages.id, senderId: messages.senderId, createdAt: messages.createdAt });
      const last = stored[stored.length - 1];
      if (!last) continue;
      await tx
        .update(conversations)
        .set({ lastMessageId: last.id, lastMessageAt: last.createdAt })
        .where(eq(conversations.id, conversation.id));
      for (const [memberId, otherId] of [
        [starter, other],
        [other, starter],
      ] as const) {
        const ownLast = stored.filter((message) => message.senderId === memberId).pop();
        const unread = stored.filter(
          (message) =>
            message.senderId === otherId &&
            message.id > (ownLast?.id ?? 0) &&
            message.createdAt.getTime() >= windowStart,
        ).length;
        await tx.insert(conversationMembers).values({
          conversationId: conversation.id,
          memberId,
          otherId,
          lastReadId: ownLast?.id ?? 0,
          unread,
        });
      }
    }
  });
}
