import {
  queryKeys,
  request,
  type Complaint,
  type ComplaintRequest,
  type ComplaintsResponse,
  type OrdersResponse,
} from 'shared-ui/kernel';

/** The query keys of the complaints page, under the member's account (dropped at logout). */
export const complaintKeys = {
  list: (userId: number | null) => [...queryKeys.account(userId), 'complaints'] as const,
  orders: (userId: number | null) => [...queryKeys.account(userId), 'complaints', 'orders'] as const,
  member: (userId: number | null, id: number) =>
    [...queryKeys.account(userId), 'complaints', 'member', id] as const,
};

/** GET /api/complaints.php: the member's own complaints, newest first. */
export function fetchComplaints(signal?: AbortSignal): Promise<ComplaintsResponse> {
  return request('GET /api/complaints.php', { signal });
}

/** POST /api/complaints.php: files the complaint; the answer carries its reference (also mailed). */
export async function fileComplaint(complaint: ComplaintRequest): Promise<Complaint> {
  return (await request('POST /api/complaints.php', { json: complaint })).complaint;
}

/** GET /api/orders.php: the member's newest orders, the payments a complaint may concern. */
export function fetchRecentOrders(signal?: AbortSignal): Promise<OrdersResponse> {
  return request('GET /api/orders.php', { query: { page: 1 }, signal });
}

/**
 * The name of a member named in the address (?member=), for the member choice; null when the profile
 * cannot be shown (the server still decides whether the complaint may name them).
 */
export async function fetchMemberName(id: number, signal?: AbortSignal): Promise<string | null> {
  try {
    return (await request('GET /api/member.php', { query: { id }, signal })).profile.name;
  } catch {
    return null;
  }
}
