import { request, type PackagesResponse } from 'shared-ui/kernel';

/** GET /api/packages.php: the site's credit packages in the member's payment country. */
export function fetchPackages(signal?: AbortSignal): Promise<PackagesResponse> {
  return request('GET /api/packages.php', { signal });
}
