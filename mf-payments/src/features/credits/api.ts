import { request, type OrderResponse, type RepeatableOrder } from 'shared-ui/kernel';

/** GET /api/repeat-orders.php: completed card orders whose stored card can pay again, one per package. */
export async function fetchRepeatOrders(signal?: AbortSignal): Promise<RepeatableOrder[]> {
  return (await request('GET /api/repeat-orders.php', { signal })).orders;
}

/**
 * POST /api/repeat-order.php: the same package again, charged to the stored card at once. `idempotencyKey` is
 * one per intended purchase: the request's retries carry the same key, so the card is charged once.
 */
export function repeatOrder(
  order: number,
  idempotencyKey: string,
  password?: string,
): Promise<OrderResponse> {
  return request('POST /api/repeat-order.php', {
    json: {
      order,
      accept_terms: true,
      idempotency_key: idempotencyKey,
      // Only when the API asked for it (403 card_confirmation_required): the same key, now confirmed.
      ...(password === undefined ? {} : { password }),
    },
  });
}

/** DELETE /api/stored-card.php: forgets the card `order` stored (on every order it paid); the list without it. */
export async function removeStoredCard(order: number): Promise<RepeatableOrder[]> {
  return (await request('DELETE /api/stored-card.php', { query: { order } })).orders;
}
