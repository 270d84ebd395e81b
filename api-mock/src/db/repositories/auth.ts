/** All SQL about authentication: sessions, mailed one-time tokens and failed logins. */
import { and, count, desc, eq, gt, gte, isNull, ne, or } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { loginFailures, members, oneTimeTokens, sessions, type OneTimeTokenKind } from '../schema.js';
import type { MemberRecord } from './members.js';
import { SessionCache } from './session-cache.js';

export interface SessionRow {
  id: number;
  memberId: number;
  lastSeenAt: Date;
}

export interface OneTimeTokenRow {
  id: number;
  memberId: number;
  payload: Record<string, string>;
}

export interface AuthRepository {
  createSession(session: {
    tokenHash: string;
    memberId: number;
    now: Date;
    expiresAt: Date;
  }): Promise<number>;
  /**
   * The live session (not revoked, not expired at `now`) with this token hash and its member, in one query
   * (the polled user call's only database round trip).
   */
  findSession(tokenHash: string, now: Date): Promise<{ session: SessionRow; member: MemberRecord } | null>;
  touchSession(id: number, now: Date): Promise<void>;
  revokeSession(id: number, now: Date): Promise<void>;
  /** Revokes every live session of the member except `keepId`. */
  revokeOtherSessions(memberId: number, keepId: number | null, now: Date): Promise<void>;

  createToken(token: {
    kind: OneTimeTokenKind;
    tokenHash: string;
    memberId: number;
    payload?: Record<string, string>;
    now: Date;
    expiresAt: Date;
  }): Promise<void>;
  /** Marks the token used and returns it, if it is of this kind, unused and not expired (atomic: single use). */
  consumeToken(kind: OneTimeTokenKind, tokenHash: string, now: Date): Promise<OneTimeTokenRow | null>;
  countTokensSince(memberId: number, kind: OneTimeTokenKind, since: Date): Promise<number>;

  recordLoginFailure(failure: { siteId: number; email: string; ip: string; at: Date }): Promise<void>;
  /** Times of recent failures for the address on the site and for the IP, newest first. */
  recentFailures(
    siteId: number,
    email: string,
    ip: string,
    since: Date,
  ): Promise<{ byEmail: Date[]; byIp: Date[] }>;
  /** After a successful login: the address's failures only (one's own login must not clear an IP's count). */
  clearLoginFailures(siteId: number, email: string): Promise<void>;
}

export function createAuthRepository(db: AppDatabase, cache = new SessionCache()): AuthRepository {
  return {
    async createSession({ tokenHash, memberId, now, expiresAt }) {
      const [row] = await db
        .insert(sessions)
        .values({ tokenHash, memberId, createdAt: now, lastSeenAt: now, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned nothing');
      return row.id;
    },
    async findSession(tokenHash, now) {
      const cached = cache.get(tokenHash);
      if (cached) return cached.session.expiresAt > now ? cached : null;
      const [row] = await db
        .select({
          session: {
            id: sessions.id,
            memberId: sessions.memberId,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
          },
          member: members,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        );
      if (row) cache.set(tokenHash, row);
      return row ?? null;
    },
    async touchSession(id, now) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      cache.forgetSession(id);
    },
    async revokeSession(id, now) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
      cache.forgetSession(id);
    },
    async revokeOtherSessions(memberId, keepId, now) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keepId === null ? undefined : ne(sessions.id, keepId),
          ),
        );
      cache.forgetMember(memberId);
    },

    async createToken({ kind, tokenHash, memberId, payload = {}, now, expiresAt }) {
      await db
        .insert(oneTimeTokens)
        .values({ kind, tokenHash, memberId, payload, createdAt: now, expiresAt });
    },
    async consumeToken(kind, tokenHash, now) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.kind, kind),
            eq(oneTimeTokens.tokenHash, tokenHash),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning({
          id: oneTimeTokens.id,
          memberId: oneTimeTokens.memberId,
          payload: oneTimeTokens.payload,
        });
      return row ?? null;
    },
    async countTokensSince(memberId, kind, since) {
      const [row] = await db
        .select({ n: count() })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.memberId, memberId),
            eq(oneTimeTokens.kind, kind),
            gte(oneTimeTokens.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async recordLoginFailure(failure) {
      await db.insert(loginFailures).values(failure);
    },
    async recentFailures(siteId, email, ip, since) {
      const rows = await db
        .select({
          email: loginFailures.email,
          siteId: loginFailures.siteId,
          ip: loginFailures.ip,
          at: loginFailures.at,
        })
        .from(loginFailures)
        .where(
          and(
            gt(loginFailures.at, since),
            or(
              and(eq(loginFailures.siteId, siteId), eq(loginFailures.email, email)),
              eq(loginFailures.ip, ip),
            ),
          ),
        )
        .orderBy(desc(loginFailures.at));
      return {
        byEmail: rows.filter((row) => row.siteId === siteId && row.email === email).map((row) => row.at),
        byIp: rows.filter((row) => row.ip === ip).map((row) => row.at),
      };
    },
    async clearLoginFailures(siteId, email) {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.siteId, siteId), eq(loginFailures.email, email)));
    },
  };
}
