/**
 * All SQL of Web Push: the browsers' subscriptions (push_subscriptions), the member's refusal
 * (members.push_denied_at) and the site's VAPID keys.
 *
 * A subscription is one browser (its endpoint is unique) bound to the session that stored it: storing an
 * endpoint again moves it to the new member and session in one statement (ON CONFLICT), so parallel stores
 * of one endpoint leave one row. A member keeps at most `keep` subscriptions, the newest.
 */
import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { members, pushSubscriptions, sessions, sites } from '../schema.js';
import { lockFor } from './locks.js';
import type { SessionCache } from './session-cache.js';

export interface PushSubscriptionRecord {
  id: number;
  siteId: number;
  memberId: number;
  sessionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Date;
}

export interface NewPushSubscription {
  siteId: number;
  memberId: number;
  sessionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface SiteVapidKeys {
  /** The site's name: a notification's title. */
  name: string;
  publicKey: string;
  privateKey: string;
  supportEmail: string;
}

export interface PushRepository {
  /**
   * Stores (or moves) the endpoint's subscription for the member and session, clears the member's refusal and
   * drops the member's oldest subscriptions beyond `keep`. Call it in a transaction: the member's lock makes
   * parallel stores of one member count one after the other.
   */
  save(subscription: NewPushSubscription, keep: number, now: Date): Promise<void>;
  /** Records that the member refused the browser's permission. */
  markDenied(memberId: number, at: Date): Promise<void>;
  /** Deletes the endpoint's subscription if it is the member's; true when one was deleted. */
  removeOwn(memberId: number, endpoint: string): Promise<boolean>;
  /** Deletes a subscription (the push service answered that it is gone). */
  remove(id: number): Promise<void>;
  /**
   * The member's subscriptions whose session is live at `now`: not revoked, not expired, used since
   * `idleSince`.
   */
  liveForMember(memberId: number, now: Date, idleSince: Date): Promise<PushSubscriptionRecord[]>;
  /** One subscription while its session is live (as above), else null. */
  liveById(id: number, now: Date, idleSince: Date): Promise<PushSubscriptionRecord | null>;
  /** The site's name, stored VAPID key pair and support address (the VAPID subject). */
  siteVapid(siteId: number): Promise<SiteVapidKeys | null>;
}

export function createPushRepository(db: AppDatabase, cache?: SessionCache): PushRepository {
  const liveSession = (now: Date, idleSince: Date) =>
    and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince));
  const columns = {
    id: pushSubscriptions.id,
    siteId: pushSubscriptions.siteId,
    memberId: pushSubscriptions.memberId,
    sessionId: pushSubscriptions.sessionId,
    endpoint: pushSubscriptions.endpoint,
    p256dh: pushSubscriptions.p256dh,
    auth: pushSubscriptions.auth,
    createdAt: pushSubscriptions.createdAt,
  };

  return {
    async save(subscription, keep, now) {
      await lockFor(db, 'push-subscriptions', subscription.memberId);
      await db
        .insert(pushSubscriptions)
        .values({ ...subscription, createdAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            siteId: subscription.siteId,
            memberId: subscription.memberId,
            sessionId: subscription.sessionId,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            createdAt: now,
          },
        });
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, subscription.memberId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.memberId, subscription.memberId),
            notInArray(pushSubscriptions.id, newest),
          ),
        );
      await db
        .update(members)
        .set({ pushDeniedAt: null })
        .where(and(eq(members.id, subscription.memberId), sql`${members.pushDeniedAt} is not null`));
      cache?.forgetMember(subscription.memberId);
    },

    async markDenied(memberId, at) {
      await db.update(members).set({ pushDeniedAt: at }).where(eq(members.id, memberId));
      cache?.forgetMember(memberId);
    },

    async removeOwn(memberId, endpoint) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    async remove(id) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async liveForMember(memberId, now, idleSince) {
      return db
        .select(columns)
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .where(
          and(
            eq(pushSubscriptions.memberId, memberId),
            eq(sessions.memberId, memberId),
            liveSession(now, idleSince),
          ),
        )
        .orderBy(pushSubscriptions.id);
    },

    async liveById(id, now, idleSince) {
      const [row] = await db
        .select(columns)
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .where(
          and(
            eq(pushSubscriptions.id, id),
            eq(sessions.memberId, pushSubscriptions.memberId),
            liveSession(now, idleSince),
          ),
        );
      return row ?? null;
    },

    async siteVapid(siteId) {
      const [row] = await db
        .select({
          name: sites.name,
          publicKey: sites.pushPublicKey,
          privateKey: sites.pushPrivateKey,
          supportEmail: sites.supportEmail,
        })
        .from(sites)
        .where(eq(sites.id, siteId));
      return row ?? null;
    },
  };
}
