/** What the account service needs to know about a request: its site, the origin for mailed links, the IP. */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE } from 'contract';
import { geoipCountryFromHeaders } from '../../lib/request-site.js';
import type { MemberRecord } from '../../db/repositories/index.js';
import { authenticationRequired } from '../../lib/http-error.js';
import type { ResolvedSite, SiteDirectory } from '../sites/site-directory.js';
import type { RequestContext } from './account-service.js';
import { requestSite } from './user-view.js';

export type ContextOf = (request: FastifyRequest) => Promise<RequestContext>;

/** The host name `{host}` prefers: where a developer opens the site locally. */
const LOCAL_HOST = 'localhost';

/**
 * The origin of a site's mailed links, from the configured template (SITE_URL_TEMPLATE) and the site's
 * configuration only. Nothing of the request goes in: a link built from its Host header would hand the
 * token to whoever forged that header.
 */
export async function siteLinkOrigin(
  template: string,
  site: ResolvedSite,
  directory: SiteDirectory,
  port: number,
): Promise<string> {
  const domain = site.settings.domain;
  // `{host}` (local development): localhost when this server answers the site there, so links open
  // without a hosts-file entry; other sites keep their domain (mapped to this machine by the developer).
  const host = template.includes('{host}')
    ? (await directory.resolve(LOCAL_HOST)).id === site.id
      ? LOCAL_HOST
      : domain
    : domain;
  return template
    .replaceAll('{domain}', domain)
    .replaceAll('{host}', host)
    .replaceAll('{port}', String(port));
}

export function createContextOf(
  directory: SiteDirectory,
  links: { siteUrlTemplate: string; port: number },
): ContextOf {
  return async (request) => {
    const site = await requestSite(directory, request);
    return {
      site,
      origin: await siteLinkOrigin(links.siteUrlTemplate, site, directory, links.port),
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
