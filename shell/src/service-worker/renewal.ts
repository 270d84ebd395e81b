/**
 * A push subscription the browser renewed or dropped on its own (`pushsubscriptionchange`: the push service
 * expired the old one, or the key changed). The worker subscribes again with the old subscription's key
 * when the browser gave no new one, and hands the new one to the account, as the page does when a session
 * starts. A renewal that cannot be made is left to the next session start, which sends the subscription again.
 */
import type { PushSubscriptionRequest } from 'contract';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from 'contract/constants';

export const PUSH_SUBSCRIPTION_PATH = '/api/user.php?push=1';

interface RenewalDeps {
  subscribe: (options: PushSubscriptionOptionsInit) => Promise<PushSubscription>;
  fetch: typeof fetch;
}

export async function renewSubscription(
  change: { oldSubscription: PushSubscription | null; newSubscription: PushSubscription | null },
  deps: RenewalDeps,
): Promise<boolean> {
  const key = change.oldSubscription?.options.applicationServerKey ?? null;
  const renewed =
    change.newSubscription ??
    (key ? await deps.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!renewed) return false;
  const body: PushSubscriptionRequest = {
    subscription: renewed.toJSON() as PushSubscriptionRequest['subscription'] & object,
  };
  const response = await deps.fetch(PUSH_SUBSCRIPTION_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: JSON.stringify(body),
  });
  return response.ok;
}
