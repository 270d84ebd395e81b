/**
 * Session guard. Routes that need a logged-in user add `preHandler: app.requireSession`; without a
 * session the answer is 403 `authentication_required` (the clients' silent-logout signal).
 *
 * Where sessions come from is a SessionStore: the store reads the `auth.` cookie and
 * finds its session, and it decides when a session has ended (revoked, 30 days old, or idle too long: see
 * features/account/session-service.ts). The default store here has no sessions, so every guarded call
 * answers 403; the app passes the database-backed one.
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_COOKIE_PREFIX, type User } from 'contract';
import type { MemberRecord } from '../db/repositories/index.js';
import { authenticationRequired } from '../lib/http-error.js';

export interface Session {
  /** Opaque session id (never the cookie's token itself). */
  id: string;
  memberId: number;
  /**
   * The member's row as the store read it with the session (no older than the session memo allows), when
   * the store reads members: routes that need the row take it from here rather than reading it again.
   */
  member?: MemberRecord;
  /** The member's `user` view, built on first use: most guarded calls never show it. */
  user(): Promise<User>;
}

export interface SessionStore {
  /** The session the request's auth cookie belongs to, or null. */
  read(request: FastifyRequest): Promise<Session | null>;
  /** Revokes the session and clears its cookie (logout). */
  end(session: Session, reply: FastifyReply): Promise<void>;
}

/** The name and value of the request's auth cookie (name starts with 'auth.'), if any. */
export function authCookie(request: FastifyRequest): { name: string; value: string } | null {
  // Asked on every request of user.php, the most polled call: no array of entries per call.
  const cookies = request.cookies;
  for (const name in cookies) {
    const value = cookies[name];
    if (name.startsWith(AUTH_COOKIE_PREFIX) && value) return { name, value };
  }
  return null;
}

/** The store before sessions exist: no cookie belongs to a session. */
export const noSessionStore: SessionStore = {
  read: async () => null,
  end: async () => undefined,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession on guarded routes and optionalSession on open ones. */
    session: Session | null;
  }
  interface FastifyInstance {
    requireSession: preHandlerAsyncHookHandler;
    /** For routes open to visitors that answer members differently: sets request.session when there is one. */
    optionalSession: preHandlerAsyncHookHandler;
    sessionStore: SessionStore;
  }
}

export interface SessionPluginOptions {
  store?: SessionStore;
}

export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    const store = options.store ?? noSessionStore;
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    app.decorateRequest('session', null);
    app.decorate('sessionStore', store);
    app.decorate('requireSession', async function requireSession(request: FastifyRequest) {
      const session = await store.read(request);
      if (!session) throw authenticationRequired();
      request.session = session;
    });
    app.decorate('optionalSession', async function optionalSession(request: FastifyRequest) {
      request.session = await store.read(request);
    });
  },
  { name: 'session', dependencies: ['errors'], fastify: '5.x' },
);
