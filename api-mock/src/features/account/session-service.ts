/**
 * Login sessions: a random 32-byte token in the `auth.session` cookie, only its SHA-256 in the database.
 * Implements the SessionStore the session plugin asks on guarded routes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_MAX_AGE_S, SESSION_COOKIE, SESSION_IDLE_TIMEOUT_DAYS } from 'contract';
import type { AuthRepository } from '../../db/repositories/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Session, SessionStore } from '../../plugins/session.js';
import type { UserView } from './user-view.js';

/** last_seen_at is written at most this often per session (keeps the polled user call read-only). */
const TOUCH_INTERVAL_MS = 5 * 60_000;
const IDLE_TIMEOUT_MS = SESSION_IDLE_TIMEOUT_DAYS * 24 * 3_600_000;

/**
 * Told after sessions of a member ended, once committed (logout, password change or reset, e-mail change,
 * account deletion, suspension): the app passes it on to the realtime bus, whose sockets of the member check their sessions.
 */
export type SessionsEnded = (memberId: number, spare?: string) => void;

export interface SessionServiceOptions {
  auth: AuthRepository;
  userView: UserView;
  production: boolean;
  now: () => Date;
  sessionsEnded?: SessionsEnded;
}

export interface SessionService extends SessionStore {
  /** Starts a new session for the member and sets its cookie. */
  start(memberId: number, reply: FastifyReply): Promise<number>;
  /** Revokes every session of the member (e.g. after a password reset), optionally sparing one. */
  revokeAll(memberId: number, exceptId?: number): Promise<void>;
}

export function createSessionService(options: SessionServiceOptions): SessionService {
  const { auth, userView, production, now } = options;
  const sessionsEnded = options.sessionsEnded ?? (() => undefined);
  // Secure whenever the page is served over HTTPS (request.protocol honours X-Forwarded-Proto only with
  // TRUST_PROXY), so the cookie never travels in clear text once the site has been reached securely;
  // always in production, where the site is HTTPS only.
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production || request.protocol === 'https',
  });

  return {
    async start(memberId, reply) {
      const token = newToken();
      const at = now();
      const id = await auth.createSession({
        tokenHash: hashToken(token),
        memberId,
        now: at,
        expiresAt: new Date(at.getTime() + AUTH_COOKIE_MAX_AGE_S * 1000),
      });
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(reply.request),
        maxAge: AUTH_COOKIE_MAX_AGE_S,
      });
      return id;
    },

    async read(request: FastifyRequest): Promise<Session | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const at = now();
      const found = await auth.findSession(hashToken(token), at);
      // A suspended member (features/reports) has no session, whichever way it was started.
      if (!found || found.member.deletedAt || found.member.moderation === 'suspended') return null;
      const { session, member } = found;
      const idleMs = at.getTime() - session.lastSeenAt.getTime();
      // Unused for too long: the session ends even though its 30 days are not over.
      if (idleMs >= IDLE_TIMEOUT_MS) {
        await auth.revokeSession(session.id, at);
        return null;
      }
      if (idleMs > TOUCH_INTERVAL_MS) await auth.touchSession(session.id, at);
      return { id: String(session.id), memberId: member.id, member, user: () => userView(member, request) };
    },

    async end(session, reply) {
      await auth.revokeSession(Number(session.id), now());
      sessionsEnded(session.memberId);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(reply.request));
    },

    async revokeAll(memberId, exceptId) {
      await auth.revokeOtherSessions(memberId, exceptId ?? null, now());
      sessionsEnded(memberId);
    },
  };
}
