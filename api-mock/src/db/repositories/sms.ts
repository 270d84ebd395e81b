/** All SQL about the SMS outbox: every text the default transport "sends" (see features/sms/sms-sender.ts). */
import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { smsOutbox } from '../schema.js';

export type SmsRecord = typeof smsOutbox.$inferSelect;

export interface SmsRepository {
  add(sms: { siteId: number; to: string; text: string; createdAt: Date }): Promise<number>;
  /** Newest first; optionally only the texts to one phone (E.164). */
  list(options?: { to?: string; limit?: number }): Promise<SmsRecord[]>;
}

export function createSmsRepository(db: AppDatabase): SmsRepository {
  return {
    async add(sms) {
      const [row] = await db.insert(smsOutbox).values(sms).returning({ id: smsOutbox.id });
      if (!row) throw new Error('sms outbox insert returned nothing');
      return row.id;
    },
    async list({ to, limit = 200 } = {}) {
      return db
        .select()
        .from(smsOutbox)
        .where(to === undefined ? undefined : eq(smsOutbox.to, to))
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
    },
  };
}
