import { QueryClient } from '@tanstack/react-query';

/**
 * The one server-state cache of a page: the shell creates it and every remote reads it through the
 * shared @tanstack/react-query singleton; a standalone remote or a test creates its own.
 *
 * The API client already retries each request (REQUEST_RETRIES, exponential delay), so a query never
 * retries on top of it. Data is refreshed on purpose (polling, invalidation, a page opening), never
 * because the window regained focus or the network came back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
