/** Helpers of the direct-debit tests: the form, the package ids, reading the texted code, the two calls. */
import { and, eq } from 'drizzle-orm';
import type { PackageTier } from 'contract';
import { creditPackages, directDebitBlocks } from '../db/schema.js';
import type { TestApp } from './test-app.js';
import { as, type TestMember } from './members.js';

/** The default site's package of a tier in a payment country. */
export async function packageId(t: TestApp, tier: PackageTier, country = 'DE'): Promise<number> {
  const site = await t.app.services.siteDirectory.resolve('localhost');
  const [row] = await t.db.handle.db
    .select({ id: creditPackages.id })
    .from(creditPackages)
    .where(
      and(
        eq(creditPackages.siteId, site.id),
        eq(creditPackages.country, country),
        eq(creditPackages.tier, tier),
      ),
    );
  if (!row) throw new Error(`no ${tier} package in ${country}`);
  return row.id;
}

export const VALID_FORM = {
  country: 'DE',
  account_holder: 'Anna Schmidt',
  iban: 'DE89 3704 0044 0532 0130 00',
  street: 'Hauptstraße',
  house_number: '12a',
  zip: '10115',
  city: 'Berlin',
  phone: '0151 23456789',
  accept_terms: true,
} as const;

export function requestDebit(t: TestApp, member: TestMember, body: Record<string, unknown>) {
  return as(t.app, member).post('/api/directdebit.php', { ...VALID_FORM, ...body });
}

export function confirmDebit(t: TestApp, member: TestMember, request: number, otp: string) {
  return as(t.app, member).post('/api/directdebit-confirm.php', { request, otp });
}

/** The newest code texted to the phone (E.164), read from the development SMS outbox route. */
export async function lastCode(t: TestApp, phone = '+4915123456789'): Promise<string> {
  const answer = await as(t.app, null).get('/api/sms-outbox.php', { to: phone });
  const [newest] = answer.json().messages as { code: string | null }[];
  if (!newest?.code) throw new Error(`no code texted to ${phone}: ${answer.body}`);
  return newest.code;
}

/** Requests a code for the package and answers the request id and the code. */
export async function requestWithCode(
  t: TestApp,
  member: TestMember,
  body: Record<string, unknown>,
): Promise<{ request: number; code: string }> {
  const answer = await requestDebit(t, member, body);
  if (answer.statusCode !== 201) throw new Error(`request failed: ${answer.statusCode} ${answer.body}`);
  const phone = typeof body.phone === 'string' ? body.phone : '+4915123456789';
  return { request: answer.json().request as number, code: await lastCode(t, phone) };
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export async function blockValue(t: TestApp, kind: 'iban' | 'phone', value: string): Promise<void> {
  await t.db.handle.db
    .insert(directDebitBlocks)
    .values({ kind, value, reason: 'test' })
    .onConflictDoNothing();
}
