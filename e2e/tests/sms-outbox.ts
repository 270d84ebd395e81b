import { expect, type APIRequestContext } from '@playwright/test';

/** One sent text as GET /api/sms-outbox.php shows it (api-mock's OutboxSmsSchema). */
export interface OutboxSms {
  id: number;
  /** E.164, e.g. '+4915123456789'. */
  to: string;
  text: string;
  /** The code the text carries (DIRECT_DEBIT_OTP_DIGITS digits), if any. */
  code: string | null;
  created_at: string;
}

/** '+49 1512 3456789' -> '+4915123456789' (the outbox keeps phones in E.164). */
export const e164 = (phone: string) => `+${phone.replace(/[^0-9]/g, '')}`;

/** The texts sent to `phone` (any spelling of an international number), newest first. */
export async function readSmsOutbox(request: APIRequestContext, phone: string): Promise<OutboxSms[]> {
  const response = await request.get('/api/sms-outbox.php', { params: { to: e164(phone) } });
  expect(response.ok(), `GET /api/sms-outbox.php answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { messages: OutboxSms[] }).messages;
}

/** The id of the newest text to `phone` so far (0 when none): pass it to smsCode to wait for a newer one. */
export async function lastSmsId(request: APIRequestContext, phone: string): Promise<number> {
  return (await readSmsOutbox(request, phone))[0]?.id ?? 0;
}

/**
 * The code of the newest text to `phone` sent after the text `after` (an id from lastSmsId), waiting a
 * little for it to arrive. Journeys share one database and may share a phone: `after` keeps them apart.
 */
export async function smsCode(request: APIRequestContext, phone: string, after: number): Promise<string> {
  let found: OutboxSms | undefined;
  await expect
    .poll(
      async () => {
        found = (await readSmsOutbox(request, phone)).find((sms) => sms.id > after && sms.code !== null);
        return found?.code ?? null;
      },
      { message: `a text with a code to ${phone} after #${after}` },
    )
    .toMatch(/^\d+$/);
  return found!.code!;
}
