import { queryOptions } from '@tanstack/react-query';
import type { User } from 'contract';
import { USER_REFRESH_FIRST_DELAY_MS } from 'contract/constants';
import { request, type CallOptions } from '../api/request';
import { queryKeys } from './keys';

/** The HTTP status of a failed API call (ky's HTTPError carries the response), else undefined. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GET /api/user.php: the logged-in user, or null when the answer is 403 (logged out). */
export async function fetchCurrentUser(options: Pick<CallOptions, 'retry'> = {}): Promise<User | null> {
  try {
    const body = await request('GET /api/user.php', options);
    return body.user ?? null;
  } catch (error) {
    if (httpStatusOf(error) === 403) return null;
    throw error;
  }
}

/**
 * The user call while logged in: the session's user is the starting data (boot or login has just
 * loaded it), the first refresh comes USER_REFRESH_FIRST_DELAY_MS later, then one every
 * `refreshInterval` after the previous answer (a failed refresh keeps the session and waits as long).
 * A null answer means the session ended on the server. The cache entry goes with its last observer,
 * so a new login starts again with the short first delay.
 */
export function userQueryOptions(user: User | null, refreshInterval: number) {
  return queryOptions({
    queryKey: queryKeys.user(user?.profile.id ?? null),
    queryFn: () => fetchCurrentUser(),
    enabled: user !== null,
    initialData: user ?? undefined,
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.dataUpdateCount + query.state.errorUpdateCount === 0
        ? USER_REFRESH_FIRST_DELAY_MS
        : refreshInterval,
    refetchIntervalInBackground: true,
  });
}
