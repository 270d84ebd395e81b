/**
 * The member's data export (thin: authorise, call the service). Every call needs the member's session on
 * their own site's host; the download also needs the export's token. Answers are per member: no-store.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import {
  API_ROUTES,
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORT_VALID_DAYS,
  DATA_EXPORTS_PER_DAY,
  DataExportDownloadQuerySchema,
} from 'contract';
import { authenticationRequired, ERROR_RESPONSES } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import type { AccountService } from '../account/account-service.js';
import { sessionMember, type ContextOf } from '../account/request-context.js';
import type { DataExportService } from './data-export-service.js';

export interface DataExportRoutesOptions {
  exports: DataExportService;
  accounts: AccountService;
  contextOf: ContextOf;
}

const tags = ['account'];
const security = [{ session: [] }];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const dataExportRoutes: FastifyPluginAsync<
  DataExportRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { exports, accounts, contextOf }) => {
  /** The member and the request's context; the member must belong to the site the request is for. */
  const memberOnSite = async (request: FastifyRequest) => {
    const [member, context] = await Promise.all([
      sessionMember(request, accounts.memberById),
      contextOf(request),
    ]);
    if (member.siteId !== context.site.id) throw authenticationRequired();
    return { member, context };
  };

  app.post(
    '/data-export.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Asks for a copy of all the member’s data (a ZIP prepared in the background)',
        description:
          'Creates a pending export and queues its build; the member is mailed when it is ready. The answer ' +
          'carries the download token, the only time the API hands it out (only its SHA-256 is stored). ' +
          `409 data_export_pending while one is being prepared; at most ${DATA_EXPORTS_PER_DAY} requests ` +
          'in 24 hours (429 rate_limited). A new export replaces the ready one before it.',
        response: { 201: API_ROUTES['POST /api/data-export.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member, context } = await memberOnSite(request);
      const settings = context.site.settings;
      const created = await exports.request(member, {
        origin: context.origin,
        site: { name: settings.name, domain: settings.domain },
      });
      noStore(reply).code(201);
      return created;
    },
  );

  app.get(
    '/data-export.php',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'The member’s newest data export and its state (null when none was asked for)',
        response: { 200: API_ROUTES['GET /api/data-export.php'].response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      noStore(reply);
      return { export: await exports.latest(member) };
    },
  );

  app.get(
    DATA_EXPORT_DOWNLOAD_PATH.replace(/^\/api/, ''),
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Downloads the member’s data export (a ZIP, as an attachment)',
        description:
          `Needs the member’s session and the export’s token; a ready export is offered for ${DATA_EXPORT_VALID_DAYS} ` +
          'days. 403 authentication_required without a session or on another site’s host, 404 not_found for a ' +
          'token that is not one of the member’s exports, 409 data_export_pending while it is prepared, 410 ' +
          'data_export_gone once it expired, failed or was replaced.',
        querystring: DataExportDownloadQuerySchema,
        response: ERROR_RESPONSES,
      },
    },
    async (request, reply) => {
      const { member } = await memberOnSite(request);
      const file = await exports.download(member, request.query.token);
      return noStore(reply)
        .header('content-type', 'application/zip')
        .header('content-length', String(file.bytes))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  );
};
