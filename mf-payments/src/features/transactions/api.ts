import { request, type OrdersResponse } from 'shared-ui/kernel';

/** GET /api/orders.php?page=: the member's orders, newest first, one page. */
export function fetchOrders(page: number, signal?: AbortSignal): Promise<OrdersResponse> {
  return request('GET /api/orders.php', { query: { page }, signal });
}
