import { request, type AccountDeleteRequest, type DiscountCode } from 'shared-ui/kernel';

/**
 * POST /api/account-delete.php: the account becomes pending deletion, every session ends (the cookie is
 * cleared) and the reactivation link is mailed. 400 password_wrong, 429 account_locked, 400
 * validation_failed (remarks) are the refusals a member can cause.
 */
export async function deleteAccount(body: AccountDeleteRequest): Promise<void> {
  await request('POST /api/account-delete.php', { json: body });
}

/** POST /api/account-delete-offer.php: the site's delete discount as the member's own code, instead of leaving. */
export async function acceptStayOffer(): Promise<DiscountCode> {
  return (await request('POST /api/account-delete-offer.php')).discountcode;
}
