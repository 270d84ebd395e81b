/**
 * Members for the benches, made straight through the repositories: a signup per member would measure scrypt
 * (about a second of a core each) instead of what the bench is about. Each gets a session of their own; the
 * bench sends its token as the session cookie.
 */
import { AUTH_COOKIE_MAX_AGE_S } from 'contract';
import type { Repositories } from '../db/index.js';
import { hashToken, newToken } from '../lib/tokens.js';

export interface BenchMember {
  id: number;
  /** The session cookie's value. */
  token: string;
}

export interface BenchMembersOptions {
  siteId: number;
  country: string;
  count: number;
  /** Members made at once (PGlite runs one query at a time: 1 there). */
  parallel: number;
  /** Credits each member gets (chat sends cost credits); default none. */
  credits?: number;
  /** Distinguishes the e-mail addresses of several benches on one database. */
  prefix?: string;
}

export async function createBenchMembers(
  repositories: Repositories,
  { siteId, country, count, parallel, credits = 0, prefix = 'bench' }: BenchMembersOptions,
): Promise<BenchMember[]> {
  const now = new Date();
  const members: BenchMember[] = [];
  const makeMember = async (index: number) => {
    const member = await repositories.members.create({
      siteId,
      email: `${prefix}.${index}@example.com`,
      // Not a password hash: nobody logs in as a bench member, the session below is theirs.
      passwordHash: 'bench',
      language: 'en',
      signupDate: now,
      credits: 0,
      name: `Bench${index}`,
      dateOfBirth: '1990-01-01',
      country,
      gender: index % 2 === 0 ? 'male' : 'female',
      sexuality: 'hetero',
      status: 'confirmed',
      profileStatus: 'active',
    });
    if (!member) throw new Error(`bench member ${index} could not be created`);
    if (credits > 0) {
      await repositories.ledger.credit({ memberId: member.id, amount: credits, reason: 'purchase', at: now });
    }
    const token = newToken();
    await repositories.auth.createSession({
      tokenHash: hashToken(token),
      memberId: member.id,
      now,
      expiresAt: new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_S * 1000),
    });
    members[index] = { id: member.id, token };
  };
  for (let start = 0; start < count; start += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => makeMember(start + offset)),
    );
  }
  return members;
}
