/**
 * A short-lived memo of session lookups (token hash -> session and member), so the polled user call does not
 * cost a database round trip each time. Every write that could change the answer (member updates,
 * revocations, photos) drops the affected entries through forgetMember / forgetSession. Any new code writing
 * `members` or `sessions` must go through the repositories (which call forget*), never around them. A forget
 * made inside a transaction, before its commit, lets a lookup running in between cache the old row again
 * (for at most the TTL): the revocation is only certain for lookups after the commit.
 *
 * Alone, the memo is per process: another instance's writes are seen after at most the TTL. Shared through
 * SharedSessionVersions (Redis when several instances run), every forget also changes a version of the member
 * and of the session that all instances can read; an entry is only served while the versions it was stored
 * with are still the current ones. So a session revoked on one instance is refused by every instance from the
 * moment the revocation's forget has resolved. When the versions cannot be read (Redis down), nothing is
 * served from the memo: every lookup goes to the database, which is always right.
 */
import type { MemberRecord } from './members.js';

export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  session: { id: number; memberId: number; lastSeenAt: Date; expiresAt: Date };
  member: MemberRecord;
}

/** The versions every instance agrees on: one per member and one per session, changed by each forget. */
export interface SharedSessionVersions {
  /** The current versions of the session and its member as one stamp; rejects when they cannot be read. */
  read(sessionId: number, memberId: number): Promise<string>;
  /** Gives the member a new version; resolves once every instance reads it (rejects when it could not). */
  changeMember(memberId: number): Promise<void>;
  /** Gives the session a new version; as changeMember. */
  changeSession(sessionId: number): Promise<void>;
}

interface Entry {
  value: CachedSession;
  until: number;
  /** The shared versions the entry was stored with (null while not shared). */
  stamp: string | null;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private shared: SharedSessionVersions | null = null;
  /** Counts local forgets, so a store that started before one does not bring back what it dropped. */
  private forgets = 0;

  /** Real time, not the app's (injectable) clock: staleness is bounded in wall-clock terms. */
  constructor(private readonly monotonicNow: () => number = () => performance.now()) {}

  /** From now on entries are checked against, and forgets written to, these shared versions. */
  shareThrough(versions: SharedSessionVersions): void {
    this.shared = versions;
    this.clear();
  }

  /** Drops every entry (e.g. after the shared versions were unreachable and forgets may have been missed). */
  clear(): void {
    this.forgets += 1;
    this.entries.clear();
  }

  async get(tokenHash: string): Promise<CachedSession | undefined> {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.monotonicNow()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    if (entry.stamp !== null && !(await this.stillCurrent(entry))) {
      if (this.entries.get(tokenHash) === entry) this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  /** Stores the lookup; when shared, once its versions are read (not at all if they cannot be). */
  async set(tokenHash: string, value: CachedSession): Promise<void> {
    const forgetsBefore = this.forgets;
    const shared = this.shared;
    let stamp: string | null = null;
    if (shared) {
      try {
        stamp = await shared.read(value.session.id, value.session.memberId);
      } catch {
        return;
      }
      if (this.forgets !== forgetsBefore) return;
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { value, until: this.monotonicNow() + SESSION_CACHE_TTL_MS, stamp });
  }

  /** Drops the member's entries here at once and, when shared, on every instance once this resolves. */
  forgetMember(memberId: number): Promise<void> {
    this.dropWhere((entry) => entry.value.session.memberId === memberId);
    return this.publish((shared) => shared.changeMember(memberId));
  }

  /** Drops the session's entries here at once and, when shared, on every instance once this resolves. */
  forgetSession(sessionId: number): Promise<void> {
    this.dropWhere((entry) => entry.value.session.id === sessionId);
    return this.publish((shared) => shared.changeSession(sessionId));
  }

  private dropWhere(matches: (entry: Entry) => boolean): void {
    this.forgets += 1;
    for (const [key, entry] of this.entries) if (matches(entry)) this.entries.delete(key);
  }

  /**
   * Never rejects, so callers that need not wait may leave it. A change that could not be written (the
   * versions' owner reports it) reaches the other instances only through the TTL.
   */
  private async publish(change: (shared: SharedSessionVersions) => Promise<void>): Promise<void> {
    if (!this.shared) return;
    await change(this.shared).catch(() => undefined);
  }

  private async stillCurrent(entry: Entry): Promise<boolean> {
    if (!this.shared) return false;
    try {
      return (await this.shared.read(entry.value.session.id, entry.value.session.memberId)) === entry.stamp;
    } catch {
      return false;
    }
  }
}
