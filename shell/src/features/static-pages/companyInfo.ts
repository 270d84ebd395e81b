import { request, type CompanyInfo } from 'shared-ui/kernel';

/**
 * GET /api/companyinfo.php, loaded once per page load and cached. A failed load is
 * forgotten so the next static page visit asks again.
 */
let cached: Promise<CompanyInfo> | null = null;

export function loadCompanyInfo(): Promise<CompanyInfo> {
  if (!cached) {
    const load = request('GET /api/companyinfo.php').then((body) => body.companyinfo);
    load.catch(() => {
      if (cached === load) cached = null;
    });
    cached = load;
  }
  return cached;
}
