import { request, type InviteResponse } from 'shared-ui/kernel';

/** GET /api/invite.php: who invited, or 404 for a code that is no member's. */
export async function fetchInvite(code: string): Promise<InviteResponse> {
  return request('GET /api/invite.php', { query: { code } });
}
