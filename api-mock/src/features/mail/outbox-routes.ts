/**
 * The outbox of sent mails, outside production only: GET /api/outbox.php (JSON, read by tests and the e2e
 * journeys) and GET /api/outbox (a page with clickable links for people trying the site locally).
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { Type } from '@sinclair/typebox';
import { OutboxResponseSchema, type OutboxMail } from '../../contract/index.js';
import type { OutboxRecord, OutboxRepository } from '../../db/repositories/index.js';
import { ERROR_RESPONSES } from '../../lib/http-error.js';
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
    created_at: record.createdAt.toISOString(),
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OutboxQuerySchema = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });

export const outboxRoutes: FastifyPluginAsync<
  OutboxRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { outbox }) => {
  app.get(
    '/outbox.php',
    {
      schema: {
        tags: ['development'],
        summary: 'Sent mails, newest first (not in production)',
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
          `<pre>${escapeHtml(mail.text)}</pre><ul>${mail.links
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
