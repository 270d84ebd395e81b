/**
 * A short-lived, in-process memo of session lookups (token hash -> session and member), so the polled user
 * call does not cost a database round trip each time. Every write in this process that could change the
 * answer (member updates, revocations, photos) drops the affected entries at once; changes made by another
 * API instance are seen after at most TTL_MS. Any new code writing `members` or `sessions` must go through
 * the repositories (which call forget*), never around them.
 */
import type { MemberRecord } from './members.js';

export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  session: { id: number; memberId: number; lastSeenAt: Date; expiresAt: Date };
  member: MemberRecord;
}

export class SessionCache {
  private readonly entries = new Map<string, { value: CachedSession; until: number }>();

  /** Real time, not the app's (injectable) clock: staleness is bounded in wall-clock terms. */
  constructor(private readonly monotonicNow: () => number = () => performance.now()) {}

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.monotonicNow()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  set(tokenHash: string, value: CachedSession): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { value, until: this.monotonicNow() + SESSION_CACHE_TTL_MS });
  }

  forgetMember(memberId: number): void {
    for (const [key, entry] of this.entries)
      if (entry.value.session.memberId === memberId) this.entries.delete(key);
  }

  forgetSession(sessionId: number): void {
    for (const [key, entry] of this.entries)
      if (entry.value.session.id === sessionId) this.entries.delete(key);
  }
}
