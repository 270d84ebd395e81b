/** What the account service needs to know about a request: its site, the origin for mailed links, the IP. */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from '../../contract/index.js';
import { geoipCountryFromHeaders } from '../../lib/request-site.js';
import type { MemberRecord } from '../../db/repositories/index.js';
import { authenticationRequired } from '../../lib/http-error.js';
import type { SiteDirectory } from '../sites/site-directory.js';
import type { RequestContext } from './account-service.js';
import { requestSite } from './user-view.js';

export type ContextOf = (request: FastifyRequest) => Promise<RequestContext>;

/**
 * Links point at https://<site domain> in production; elsewhere at the host the request came to (e.g.
 * http://localhost:8080), so links in the local outbox work.
 */
export function createContextOf(directory: SiteDirectory, production: boolean): ContextOf {
  return async (request) => {
    const site = await requestSite(directory, request);
    return {
      site,
      origin: production ? `https://${site.settings.domain}` : `${request.protocol}://${request.host}`,
      ip: request.ip,
      language: request.cookies[LOCALE_COOKIE],
      country: geoipCountryFromHeaders(request.headers),
    };
  };
}

/** The session's member row (with its password hash); 403 when the session has gone meanwhile. */
export async function sessionMember(
  request: FastifyRequest,
  memberById: (id: number) => Promise<MemberRecord | null>,
): Promise<MemberRecord> {
  const memberId = request.session?.memberId;
  const member = memberId === undefined ? null : await memberById(memberId);
  if (!member) throw authenticationRequired();
  return member;
}
