/** The member's view of the credit ledger: the balance and the newest entries. */
import type { LedgerEntry, Settings } from 'contract';
import type { LedgerRepository, MemberRecord } from '../../db/repositories/index.js';
import { freeMessagesLeft } from './free-messages.js';

/** Entries per answer: the newest ones (a statement's worth; older ones are kept, not listed). */
export const LEDGER_PAGE_SIZE = 100;

export function createCreditsService(deps: { ledger: LedgerRepository }) {
  const { ledger } = deps;
  return {
    async ledger(
      member: MemberRecord,
      settings: Pick<Settings, 'free_messages'>,
    ): Promise<{ credits: number; free_messages_left: number; entries: LedgerEntry[] }> {
      const [balance, entries] = await Promise.all([
        ledger.balance(member.id),
        ledger.entries(member.id, LEDGER_PAGE_SIZE),
      ]);
      return {
        credits: balance ?? 0,
        free_messages_left: freeMessagesLeft(member, settings),
        entries: entries.map((entry) => ({
          id: entry.id,
          delta: entry.delta,
          balance_after: entry.balanceAfter,
          reason: entry.reason,
          object: entry.object,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
