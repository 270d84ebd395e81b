import type { RepeatableOrder, StoredCard } from 'shared-ui/kernel';

/** A stored card and the earlier orders it can pay again (the API answers the newest per package and card). */
export interface StoredCardGroup {
  /** Null only for a card the provider described without brand or last four digits. */
  card: StoredCard | null;
  orders: RepeatableOrder[];
}

const cardKey = (card: StoredCard | null) => (card ? `${card.brand}:${card.last4}` : '');

/** The repeat list by card, each card where its newest order stands (the API's order: newest first). */
export function groupByCard(orders: readonly RepeatableOrder[]): StoredCardGroup[] {
  const groups = new Map<string, StoredCardGroup>();
  for (const order of orders) {
    const key = cardKey(order.card);
    const group = groups.get(key) ?? { card: order.card, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.values()];
}
