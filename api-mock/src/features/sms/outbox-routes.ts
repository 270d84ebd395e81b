/**
 * The outbox of sent text messages for local development: GET /api/sms-outbox.php?to=<phone> answers the
 * texts to one phone (or all), newest first, with the code each carries, for developers and browser tests.
 *
 * Like the mail outbox it hands out what proves a member's consent (the direct-debit codes), so it has the
 * same guard: registered only when DEV_MAIL_OUTBOX is set (never in production), and answering only clients
 * on this machine talking to the server directly (see isDirectLoopbackClient); anyone else gets a 404.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { DIRECT_DEBIT_OTP_DIGITS, Text } from 'contract';
import type { SmsRecord, SmsRepository } from '../../db/repositories/index.js';
import { ERROR_RESPONSES, notFound } from '../../lib/http-error.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox.js';
import { isDirectLoopbackClient } from '../mail/outbox-routes.js';

export interface SmsOutboxRoutesOptions {
  sms: Pick<SmsRepository, 'list'>;
}

const OutboxSmsSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  text: Type.String(),
  /** The code in the text (DIRECT_DEBIT_OTP_DIGITS digits), if it carries one. */
  code: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
const SmsOutboxResponseSchema = Type.Object({ messages: Type.Array(OutboxSmsSchema) });
const SmsOutboxQuerySchema = Type.Object({
  /** The phone in E.164; '+' may be left out (it reads as a space in a query string when not encoded). */
  to: Type.Optional(Text(32)),
});

const CODE = new RegExp(`(?<!\\d)\\d{${DIRECT_DEBIT_OTP_DIGITS}}(?!\\d)`);

function toOutboxSms(record: SmsRecord): Static<typeof OutboxSmsSchema> {
  return {
    id: record.id,
    to: record.to,
    text: record.text,
    code: CODE.exec(record.text)?.[0] ?? null,
    created_at: record.createdAt.toISOString(),
  };
}

/** '+49 151 2345-6789', ' 4915123456789' (an unencoded '+') -> '+4915123456789'. */
export function normalizeOutboxPhone(value: string): string {
  return `+${value.replace(/[^0-9]/g, '')}`;
}

export const smsOutboxRoutes: FastifyPluginAsync<
  SmsOutboxRoutesOptions,
  RawServerDefault,
  TypeBoxTypeProvider
> = async (app, { sms }) => {
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopbackClient(request)) throw notFound();
  });

  app.get(
    '/sms-outbox.php',
    {
      schema: {
        tags: ['development'],
        summary: 'Sent text messages, newest first (DEV_MAIL_OUTBOX=1 only, loopback clients only)',
        querystring: SmsOutboxQuerySchema,
        response: { 200: SmsOutboxResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const to = request.query.to === undefined ? undefined : normalizeOutboxPhone(request.query.to);
      return { messages: (await sms.list({ to })).map(toOutboxSms) };
    },
  );
};
