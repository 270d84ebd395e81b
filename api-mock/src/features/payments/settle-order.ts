/**
 * Settling an order: the one place a purchase becomes credits. In one transaction the order moves from open
 * to its outcome (a conditional UPDATE: whoever comes second, a redirect, a webhook or its replay, finds it
 * settled and writes nothing), and a completed order credits its credits to the ledger (reason 'purchase',
 * object 'order:<id>') and makes the member premium for life. An order that failed or was cancelled gives
 * its discount code back. The member's sockets hear the new balance after the commit.
 */
import type {
  OrderOutcome,
  OrderRecord,
  Repositories,
  SettlementDetails,
} from '../../db/repositories/index.js';
import type { RealtimeBus } from '../realtime/bus.js';

export interface SettleDeps {
  transaction: Repositories['transaction'];
  realtime: RealtimeBus;
}

export interface Settlement {
  order: OrderRecord;
  /** False when the order was settled before: nothing was written now. */
  changed: boolean;
}

export async function settleOrder(
  deps: SettleDeps,
  orderId: number,
  outcome: OrderOutcome,
  at: Date,
  details?: SettlementDetails,
): Promise<Settlement> {
  const result = await deps.transaction(async (tx) => {
    const settled = await tx.orders.settle(orderId, outcome, at, details);
    if (!settled) {
      const current = await tx.orders.byId(orderId);
      if (!current) throw new Error(`no order ${orderId} to settle`);
      return { order: current, changed: false, balance: null };
    }
    if (outcome !== 'completed') {
      await tx.orders.releaseRedemption(orderId, at);
      return { order: settled, changed: true, balance: null };
    }
    const posting = await tx.ledger.credit({
      memberId: settled.memberId,
      amount: settled.credits,
      reason: 'purchase',
      object: `order:${settled.id}`,
      at,
    });
    await tx.orders.grantPremium(settled.memberId);
    return { order: settled, changed: true, balance: posting.balance };
  });
  if (result.balance !== null) {
    deps.realtime.publish([result.order.memberId], {
      type: 'credits',
      credits: result.balance,
      paid_user: true,
    });
  }
  return { order: result.order, changed: result.changed };
}
