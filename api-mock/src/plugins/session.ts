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
    /** The request's session when it belongs to the site of the request's host, else null. */
    sessionOnSite: (request: FastifyRequest) => Promise<Session | null>;
    /** For routes open to visitors that answer members differently: sets request.session when there is one. */
    optionalSession: preHandlerAsyncHookHandler;
    sessionStore: SessionStore;
  }
}

export interface SessionPluginOptions {
  store?: SessionStore;
  /**
   * The site the request is for (by its host). A session belongs to its member's site: on another site's
   * host the guard refuses it as if there were none. Without it (tests of the plugin alone) any site goes.
   */
  siteOf?: (request: FastifyRequest) => Promise<{ id: number }>;
}

/** The security requirement of the OpenAPI document (openapi.ts) that marks a route needing a session. */
const SESSION_SECURITY = [{ session: [] }];

export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    const store = options.store ?? noSessionStore;
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    app.decorateRequest('session', null);
    app.decorate('sessionStore', store);
    const siteOf = options.siteOf;
    /** The request's session when it belongs to the request's site, else null. */
    async function sessionOnSite(request: FastifyRequest): Promise<Session | null> {
      const session = await store.read(request);
      // The app's store reads the member with the session; a store that does not (a test's) is taken as is.
      if (!session?.member || !siteOf) return session;
      return session.member.siteId === (await siteOf(request)).id ? session : null;
    }
    app.decorate('sessionOnSite', sessionOnSite);
    app.decorate('requireSession', async function requireSession(request: FastifyRequest) {
      const session = await sessionOnSite(request);
      if (!session) throw authenticationRequired();
      request.session = session;
    });
    // Every route guarded by requireSession runs it first, before its body is read or validated: a visitor or
    // a session of another site learns nothing about the route's input and costs no body parsing. The
    // route's OpenAPI entry says it needs the session.
    app.addHook('onRoute', (route) => {
      const preHandlers = [route.preHandler ?? []].flat();
      if (!preHandlers.includes(app.requireSession)) return;
      route.preHandler = preHandlers.filter((hook) => hook !== app.requireSession);
      route.onRequest = [app.requireSession, ...[route.onRequest ?? []].flat()];
      if (route.schema) route.schema = { security: SESSION_SECURITY, ...route.schema };
    });
    app.decorate('optionalSession', async function optionalSession(request: FastifyRequest) {
      request.session = await store.read(request);
    });
  },
  { name: 'session', dependencies: ['errors'], fastify: '5.x' },
);
