/** All SQL about the mail outbox. */
import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { mailOutbox } from '../schema.js';

export type OutboxRecord = typeof mailOutbox.$inferSelect;

export interface OutboxRepository {
  add(mail: {
    siteId: number;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  }): Promise<number>;
  /** Newest first; optionally only the mails to one address. */
  list(options?: { to?: string; limit?: number }): Promise<OutboxRecord[]>;
}

export function createOutboxRepository(db: AppDatabase): OutboxRepository {
  return {
    async add(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    async list({ to, limit = 200 } = {}) {
      return db
        .select()
        .from(mailOutbox)
        .where(to === undefined ? undefined : eq(mailOutbox.to, to.toLowerCase()))
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
  };
}
