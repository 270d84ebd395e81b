/**
 * Real members on the landers (thin: parse, pick the site and the visitor's country, call the service).
 * Open to visitors and the same for everyone on a site and country, whoever asks: no session is read.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import { API_ROUTES } from 'contract';
import { ERROR_RESPONSES } from '../../lib/http-error.js';
import { geoipCountryFromHeaders, requestedHostname } from '../../lib/request-site.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { SettingsService } from '../sites/settings-service.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { LanderPeopleService } from './lander-people-service.js';

export interface LanderPeopleRoutesOptions {
  people: LanderPeopleService;
  /** Decides the visitor's country as GET /api/settings.php does (geoip_selected_country). */
  settings: SettingsService;
  siteOf: (request: FastifyRequest) => Promise<ResolvedSite>;
}

const tags = ['landers'];

/**
 * The answer depends on the host (the site) and the visitor's country: a browser may keep it, revalidating,
 * but no shared cache may hand it to another site's or country's visitor.
 */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-cache');

export const landerPeopleRoutes: FastifyPluginAsync<
  LanderPeopleRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { people, settings, siteOf }) => {
  app.get(
    '/lander-members.php',
    {
      schema: {
        tags,
        summary: "Members for a lander's pictures: the visitor's country first, best first",
        description:
          'Open to visitors, never personalised. Active members of the site (not invisible, not pending ' +
          'deletion) of the gender `looking_for` (default female) who have a main photo, in the country ' +
          'settings.php decides for the visitor (`country` when the site serves it, else the CF-IPCountry or ' +
          'X-Country-Code header, else the first country of the site); when it has fewer than `limit` (1 to ' +
          '24, default 9), the other countries of the site fill up. Within each, the most recently active of ' +
          'the newest members first. `photo` is the URL of the thumbnail of the main photo, the only photo ' +
          'visitors may see; region and city are null where the site does not show them on profiles.',
        querystring: API_ROUTES['GET /api/lander-members.php'].query,
        response: { 200: API_ROUTES['GET /api/lander-members.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const [site, visitor] = await Promise.all([
        siteOf(request),
        settings.settingsFor({
          hostname: requestedHostname(request, request.query.forced_domain),
          geoipCountry: geoipCountryFromHeaders(request.headers),
          selectedCountry: request.query.country,
        }),
      ]);
      privateAnswer(reply);
      return { members: await people.members(site, visitor.geoip_selected_country, request.query) };
    },
  );

  app.get(
    '/lander-member.php',
    {
      schema: {
        tags,
        summary: 'The member of a member landing, as a visitor sees them, or null',
        description:
          'Open to visitors, never personalised. `member` is null alike for unknown, inactive, invisible, ' +
          "pending-deletion and other sites' members, so the answer tells nothing about an id; an `id` that " +
          'is not a whole number from 1 to 2^31 - 1 is 400 validation_failed.',
        querystring: API_ROUTES['GET /api/lander-member.php'].query,
        response: { 200: API_ROUTES['GET /api/lander-member.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request);
      privateAnswer(reply);
      return { member: await people.member(site, request.query.id) };
    },
  );
};
