import { api, type InviteResponse } from 'shared-ui/kernel';

/** GET /api/invite.php: who invited, or 404 for a code that is no member's. */
export async function fetchInvite(code: string): Promise<InviteResponse> {
  return api.get('invite.php', { searchParams: { code } }).json<InviteResponse>();
}
