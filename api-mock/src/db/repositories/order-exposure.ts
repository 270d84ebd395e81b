/**
 * What a member's orders of one kind that may still take money (created, pending or completed) add up to
 * since a moment: their count, and their amount in one currency. The limits of direct debit and of stored
 * cards are both checked against it.
 */
import { and, count, eq, gte, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../client.js';
import { orders } from '../schema.js';

export interface OrderExposure {
  orders: number;
  amount: number;
}

export async function orderExposureSince(
  db: AppDatabase,
  kind: SQL | undefined,
  memberId: number,
  currency: string,
  since: Date,
): Promise<OrderExposure> {
  const [row] = await db
    .select({
      orders: count(),
      amount: sum(sql`case when ${orders.currency} = ${currency} then ${orders.amount} else 0 end`),
    })
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        kind,
        inArray(orders.status, ['created', 'pending', 'completed']),
        gte(orders.createdAt, since),
      ),
    );
  return { orders: row?.orders ?? 0, amount: Number(row?.amount ?? 0) };
}
