/** All SQL about authentication: sessions, mailed one-time tokens, login attempts and known login clients. */
import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import {
  loginClients,
  loginFailures,
  members,
  oneTimeTokens,
  pushSubscriptions,
  sessions,
  type OneTimeTokenKind,
} from '../schema.js';
import { lockFor } from './locks.js';
import type { MemberRecord } from './members.js';
import { SessionCache } from './session-cache.js';

export interface SessionRow {
  id: number;
  memberId: number;
  lastSeenAt: Date;
}

export interface LoginAttemptRow {
  id: number;
  ip: string;
  at: Date;
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
  /**
   * Marks the token used and returns it, if it is of this kind, unused and not expired (atomic: single use).
   * With `siteId`, only a token of a member of that site (a link works on the site that sent it).
   */
  consumeToken(
    kind: OneTimeTokenKind,
    tokenHash: string,
    now: Date,
    siteId?: number,
  ): Promise<OneTimeTokenRow | null>;
  /** The member a token of this kind was issued to, used or not, expired or not (null: never issued). */
  tokenMember(kind: OneTimeTokenKind, tokenHash: string): Promise<number | null>;
  /**
   * Voids the member's outstanding (unused) tokens of these kinds, marking them used, e.g. every reset link
   * once the password has changed. With `fromId`, only tokens issued at or after that one.
   */
  voidTokens(memberId: number, kinds: OneTimeTokenKind[], now: Date, fromId?: number): Promise<void>;
  /**
   * createToken unless the member already has `limit.max` tokens of the kind created after `limit.since`
   * (false then). Counted and written under the member's lock for that kind, so parallel requests cannot
   * pass the limit.
   */
  createTokenWithinLimit(
    token: Parameters<AuthRepository['createToken']>[0],
    limit: { max: number; since: Date },
  ): Promise<boolean>;

  /**
   * Counts a login attempt before its password is checked: the row stands as a failure until
   * removeLoginAttempt, so attempts still being checked count too (see features/account/lockout.ts).
   */
  recordLoginAttempt(attempt: { siteId: number; email: string; ip: string; at: Date }): Promise<number>;
  /**
   * The attempts since `since` for the address on the site (from any IP) and from the IP (any address),
   * read after recordLoginAttempt committed: every attempt committed before is among them.
   */
  recentLoginAttempts(
    siteId: number,
    email: string,
    ip: string,
    since: Date,
  ): Promise<{ byAddress: LoginAttemptRow[]; byIp: LoginAttemptRow[] }>;
  /** An attempt that is no failure: a success, or one refused before its password was checked. */
  removeLoginAttempt(id: number): Promise<void>;
  /** Whether the member logged in successfully from this IP since `since` (a known client). */
  isKnownLoginClient(memberId: number, ip: string, since: Date): Promise<boolean>;
  /** Records a successful login from the IP and forgets the member's IPs not used since `forgetBefore`. */
  rememberLoginClient(memberId: number, ip: string, at: Date, forgetBefore: Date): Promise<void>;

  /** Deletes login attempts made before `before` (older than any lockout rule looks back); returns how many. */
  purgeLoginAttempts(before: Date): Promise<number>;
  /**
   * Deletes links that can never be used again (used, or expired at `now`) and were created before
   * `createdBefore`, which must lie beyond every window that counts links (the daily reset-mail limit);
   * returns how many.
   */
  purgeDeadTokens(createdBefore: Date, now: Date): Promise<number>;
  /** Deletes sessions that ended: expired at `now`, revoked, or unused since `idleBefore`; returns how many. */
  purgeEndedSessions(now: Date, idleBefore: Date): Promise<number>;
}

export function createAuthRepository(db: AppDatabase, cache = new SessionCache()): AuthRepository {
  // Every guarded call asks: built once per repository with placeholders, and a named statement, so neither
  // drizzle nor PostgreSQL (once per connection) works it out again per request.
  const buildSessionByTokenQuery = () =>
    db
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
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          // Placeholder values reach the driver as they are: the time as ISO text, cast by PostgreSQL.
          gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .prepare('session_by_token');
  let sessionByTokenQuery: ReturnType<typeof buildSessionByTokenQuery> | undefined;

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
      const cached = await cache.get(tokenHash);
      if (cached) return cached.session.expiresAt > now ? cached : null;
      const [row] = await (sessionByTokenQuery ??= buildSessionByTokenQuery()).execute({
        tokenHash,
        now: now.toISOString(),
      });
      if (row) void cache.set(tokenHash, row);
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
      // The browser's push subscriptions end with the session: a shared device stops getting this member's pushes.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, id));
      // Awaited: once the revocation has answered, no instance serves the session from its cache.
      await cache.forgetSession(id);
    },
    async revokeOtherSessions(memberId, keepId, now) {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keepId === null ? undefined : ne(sessions.id, keepId),
          ),
        )
        .returning({ id: sessions.id });
      if (revoked.length > 0) {
        await db.delete(pushSubscriptions).where(
          inArray(
            pushSubscriptions.sessionId,
            revoked.map((row) => row.id),
          ),
        );
      }
      await cache.forgetMember(memberId);
    },

    async createToken({ kind, tokenHash, memberId, payload = {}, now, expiresAt }) {
      await db
        .insert(oneTimeTokens)
        .values({ kind, tokenHash, memberId, payload, createdAt: now, expiresAt });
    },
    async consumeToken(kind, tokenHash, now, siteId) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.kind, kind),
            eq(oneTimeTokens.tokenHash, tokenHash),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
            siteId === undefined
              ? undefined
              : inArray(
                  oneTimeTokens.memberId,
                  db.select({ id: members.id }).from(members).where(eq(members.siteId, siteId)),
                ),
          ),
        )
        .returning({
          id: oneTimeTokens.id,
          memberId: oneTimeTokens.memberId,
          payload: oneTimeTokens.payload,
        });
      return row ?? null;
    },
    async tokenMember(kind, tokenHash) {
      const [row] = await db
        .select({ memberId: oneTimeTokens.memberId })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.kind, kind), eq(oneTimeTokens.tokenHash, tokenHash)))
        .limit(1);
      return row?.memberId ?? null;
    },
    async voidTokens(memberId, kinds, now, fromId) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.memberId, memberId),
            inArray(oneTimeTokens.kind, kinds),
            isNull(oneTimeTokens.usedAt),
            fromId === undefined ? undefined : gte(oneTimeTokens.id, fromId),
          ),
        );
    },
    createTokenWithinLimit({ kind, tokenHash, memberId, payload = {}, now, expiresAt }, limit) {
      return db.transaction(async (tx) => {
        await lockFor(tx, `one-time-token-${kind}`, memberId);
        const [row] = await tx
          .select({ n: count() })
          .from(oneTimeTokens)
          .where(
            and(
              eq(oneTimeTokens.memberId, memberId),
              eq(oneTimeTokens.kind, kind),
              gte(oneTimeTokens.createdAt, limit.since),
            ),
          );
        if ((row?.n ?? 0) >= limit.max) return false;
        await tx
          .insert(oneTimeTokens)
          .values({ kind, tokenHash, memberId, payload, createdAt: now, expiresAt });
        return true;
      });
    },
    async recordLoginAttempt(attempt) {
      const [row] = await db.insert(loginFailures).values(attempt).returning({ id: loginFailures.id });
      if (!row) throw new Error('login attempt insert returned nothing');
      return row.id;
    },
    async recentLoginAttempts(siteId, email, ip, since) {
      const rows = await db
        .select({
          id: loginFailures.id,
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
      const attempt = ({ id, ip: from, at }: (typeof rows)[number]) => ({ id, ip: from, at });
      return {
        byAddress: rows.filter((row) => row.siteId === siteId && row.email === email).map(attempt),
        byIp: rows.filter((row) => row.ip === ip).map(attempt),
      };
    },
    async removeLoginAttempt(id) {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },
    async isKnownLoginClient(memberId, ip, since) {
      const [row] = await db
        .select({ memberId: loginClients.memberId })
        .from(loginClients)
        .where(
          and(
            eq(loginClients.memberId, memberId),
            eq(loginClients.ip, ip),
            gt(loginClients.lastLoginAt, since),
          ),
        );
      return row !== undefined;
    },
    async rememberLoginClient(memberId, ip, at, forgetBefore) {
      await db
        .insert(loginClients)
        .values({ memberId, ip, lastLoginAt: at })
        .onConflictDoUpdate({
          target: [loginClients.memberId, loginClients.ip],
          set: { lastLoginAt: at },
        });
      await db
        .delete(loginClients)
        .where(and(eq(loginClients.memberId, memberId), lt(loginClients.lastLoginAt, forgetBefore)));
    },
    async purgeLoginAttempts(before) {
      const rows = await db
        .delete(loginFailures)
        .where(lt(loginFailures.at, before))
        .returning({ id: loginFailures.id });
      return rows.length;
    },
    async purgeDeadTokens(createdBefore, now) {
      const rows = await db
        .delete(oneTimeTokens)
        .where(
          and(
            lt(oneTimeTokens.createdAt, createdBefore),
            or(isNotNull(oneTimeTokens.usedAt), lte(oneTimeTokens.expiresAt, now)),
          ),
        )
        .returning({ id: oneTimeTokens.id });
      return rows.length;
    },
    async purgeEndedSessions(now, idleBefore) {
      const rows = await db
        .delete(sessions)
        .where(
          or(
            lte(sessions.expiresAt, now),
            isNotNull(sessions.revokedAt),
            lt(sessions.lastSeenAt, idleBefore),
          ),
        )
        .returning({ id: sessions.id });
      for (const row of rows) cache.forgetSession(row.id);
      return rows.length;
    },
  };
}
