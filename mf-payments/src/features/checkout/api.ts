import {
  queryKeys,
  request,
  type CreateOrder,
  type CreateOrderResponse,
  type DiscountCode,
  type OrderDetailResponse,
  type PackagesResponse,
  type PaymentMethod,
} from 'shared-ui/kernel';

/** The cache keys of the purchase pages, under the account's (another account never reads them). */
export const paymentKeys = {
  packages: (userId: number | null, query: PackagesQuery) =>
    [...queryKeys.account(userId), 'packages', query] as const,
  welcomeDiscount: (userId: number | null) => [...queryKeys.account(userId), 'welcome-discount'] as const,
  order: (userId: number | null, id: number) => [...queryKeys.account(userId), 'order', id] as const,
  allOrders: (userId: number | null) => [...queryKeys.account(userId), 'orders'] as const,
  orders: (userId: number | null, page: number) => [...queryKeys.account(userId), 'orders', page] as const,
  repeatOrders: (userId: number | null) => [...queryKeys.account(userId), 'repeat-orders'] as const,
};

export interface PackagesQuery {
  country?: string;
  discount?: string;
  payment_method?: PaymentMethod;
}

/** GET /api/packages.php: the packages in one payment country, priced with the discount asked about. */
export function fetchPackages(query: PackagesQuery, signal?: AbortSignal): Promise<PackagesResponse> {
  return request('GET /api/packages.php', { query, signal });
}

/** GET /api/discountcode.php?welcome=true: the member's welcome code; null when none is valid for them. */
export async function fetchWelcomeDiscount(signal?: AbortSignal): Promise<DiscountCode | null> {
  return (await request('GET /api/discountcode.php', { query: { welcome: 'true' }, signal })).discountcode;
}

/** POST /api/orders.php: the order and the provider's hosted page to send the payer to. */
export function createOrder(order: CreateOrder): Promise<CreateOrderResponse> {
  return request('POST /api/orders.php', { json: order });
}

/** GET /api/order.php: the member's order, and whether it is the purchase that made them premium for life. */
export function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderDetailResponse> {
  return request('GET /api/order.php', { query: { id }, signal });
}
