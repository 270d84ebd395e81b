/**
 * Settling an order: the one place a purchase becomes credits. In one transaction the order moves from open
 * to its outcome (a conditional UPDATE: whoever comes second, a redirect, a webhook or its replay, finds it
 * settled and writes nothing), and a completed order credits its credits to the ledger (reason 'purchase',
 * object 'order:<id>'), makes the member premium for life and spends its discount code: only a payment spends
 * a code. A payment that completes after another one spent the same code is still credited at the price its
 * page showed (the money is taken; the member is never charged more than announced). An order that failed,
 * was cancelled or expired spends nothing (and releases a use recorded by an older version, which reserved
 * codes at checkout). The member's sockets hear the new balance after the commit.
 */
import type {
  OrderOutcome,
  OrderRecord,
  Repositories,
  SettlementDetails,
} from '../../db/repositories/index.js';
import type { RealtimeBus } from '../realtime/bus.js';
import { appendEvents, NOTHING_TO_DELIVER, publishDelivery, type Delivery } from '../realtime/event-log.js';

export interface SettleDeps {
  transaction: Repositories['transaction'];
  realtime: RealtimeBus;
}

export interface Settlement {
  order: OrderRecord;
  /** False when the order was settled before: nothing was written now. */
  changed: boolean;
}

/** What a settlement inside a caller's transaction did; publish it with publishSettlement after the commit. */
export interface PendingSettlement extends Settlement {
  /** The new balance when the order completed now; else null. */
  balance: number | null;
  /** The member's credits event, in their log with the settlement. */
  delivery: Delivery;
}

/**
 * The settlement's writes on the caller's transaction (for callers that write more in the same transaction,
 * e.g. the webhook recording its event): call publishSettlement after that transaction committed.
 */
export async function settleInTransaction(
  tx: Repositories,
  orderId: number,
  outcome: OrderOutcome,
  at: Date,
  details?: SettlementDetails,
): Promise<PendingSettlement> {
  const settled = await tx.orders.settle(orderId, outcome, at, details);
  if (!settled) {
    const current = await tx.orders.byId(orderId);
    if (!current) throw new Error(`no order ${orderId} to settle`);
    return { order: current, changed: false, balance: null, delivery: NOTHING_TO_DELIVER };
  }
  if (outcome !== 'completed') {
    await tx.orders.releaseRedemption(orderId, at);
    return { order: settled, changed: true, balance: null, delivery: NOTHING_TO_DELIVER };
  }
  if (settled.discountCode !== null) {
    await tx.discounts.spend({
      siteId: settled.siteId,
      code: settled.discountCode,
      memberId: settled.memberId,
      orderId: settled.id,
      at,
    });
  }
  const posting = await tx.ledger.credit({
    memberId: settled.memberId,
    amount: settled.credits,
    reason: 'purchase',
    object: `order:${settled.id}`,
    at,
  });
  await tx.orders.grantPremium(settled.memberId);
  const delivery = await appendEvents(
    tx,
    {
      events: [
        {
          memberId: settled.memberId,
          event: {
            type: 'credits',
            credits: posting.balance,
            paid_user: true,
            // A purchase makes the member premium, and premium members have no free messages.
            free_messages_left: 0,
          },
        },
      ],
    },
    at,
  );
  return { order: settled, changed: true, balance: posting.balance, delivery };
}

/** Tells the member's sockets the new balance of a committed settlement (nothing for one that credited nothing). */
export function publishSettlement(realtime: RealtimeBus, result: PendingSettlement): void {
  publishDelivery(realtime, result.delivery);
}

export async function settleOrder(
  deps: SettleDeps,
  orderId: number,
  outcome: OrderOutcome,
  at: Date,
  details?: SettlementDetails,
): Promise<Settlement> {
  const result = await deps.transaction((tx) => settleInTransaction(tx, orderId, outcome, at, details));
  publishSettlement(deps.realtime, result);
  return { order: result.order, changed: result.changed };
}
