import { request, type OrderResponse, type RepeatableOrder } from 'shared-ui/kernel';

/** GET /api/repeat-orders.php: completed card orders whose stored card can pay again, one per package. */
export async function fetchRepeatOrders(signal?: AbortSignal): Promise<RepeatableOrder[]> {
  return (await request('GET /api/repeat-orders.php', { signal })).orders;
}

/** POST /api/repeat-order.php: the same package again, charged to the stored card at once. */
export function repeatOrder(order: number): Promise<OrderResponse> {
  return request('POST /api/repeat-order.php', { json: { order, accept_terms: true } });
}
