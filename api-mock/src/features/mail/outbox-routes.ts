/**
 * The outbox of sent mails for local development: GET /api/outbox.php (JSON, read by tests and the e2e
 * journeys) and GET /api/outbox (a page with clickable links for people trying the site locally).
 *
 * Every reset and change link is listed here, so whoever reads it can take over any account. The app
 * registers these routes only when DEV_MAIL_OUTBOX is set (never in production), and they answer only
 * clients on this machine: the socket's own peer address must be loopback (X-Forwarded-For can be forged,
 * so it is never consulted), and a request that came through a proxy (forwarding headers) is refused
 * too, since a proxy on this machine would make every remote visitor look local. Anyone else gets the
 * same 404 as an unknown path.
 */
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { Type } from '@sinclair/typebox';
import { OutboxResponseSchema, Text, type OutboxMail } from 'contract';
import type { OutboxRecord, OutboxRepository } from '../../db/repositories/index.js';
import { ERROR_RESPONSES, notFound } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';

export interface OutboxRoutesOptions {
  outbox: OutboxRepository;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

function toOutboxMail(record: OutboxRecord): OutboxMail {
  return {
    id: record.id,
    to: record.to,
    subject: record.subject,
    text: record.text,
    html: record.html,
    links: record.text.match(LINK) ?? [],
    headers: record.headers,
    created_at: record.createdAt.toISOString(),
  };
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** A client on this machine, talking to the server directly (not through a proxy). */
export function isDirectLoopbackClient(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress;
  if (!peer || !LOOPBACK.check(peer, isIPv6(peer) ? 'ipv6' : 'ipv4')) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OutboxQuerySchema = Type.Object({ to: Type.Optional(Text(254)) });

export const outboxRoutes: FastifyPluginAsync<
  OutboxRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { outbox }) => {
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopbackClient(request)) throw notFound();
  });

  app.get(
    '/outbox.php',
    {
      schema: {
        tags: ['development'],
        summary: 'Sent mails, newest first (DEV_MAIL_OUTBOX=1 only, loopback clients only)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: (await outbox.list({ to: request.query.to })).map(toOutboxMail) };
    },
  );

  app.get('/outbox', { schema: { hide: true, querystring: OutboxQuerySchema } }, async (request, reply) => {
    const mails = (await outbox.list({ to: request.query.to })).map(toOutboxMail);
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.to)} · ${escapeHtml(mail.created_at)}</p>` +
          `${Object.entries(mail.headers)
            .map(([name, value]) => `<p><code>${escapeHtml(name)}: ${escapeHtml(value)}</code></p>`)
            .join('')}<pre>${escapeHtml(mail.text)}</pre><ul>${mail.links
            .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
            .join('')}</ul></article>`,
      )
      .join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
      `<body style="font-family:sans-serif;max-width:50rem;margin:auto;padding:1rem">` +
      `<h1>Outbox (${mails.length})</h1>${items || '<p>No mails sent yet.</p>'}</body></html>`
    );
  });
};
