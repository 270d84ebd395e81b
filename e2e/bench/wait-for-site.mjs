/**
 * Waits until the site under a benchmark answers its health check (about 3 minutes at most), or stops at
 * once with the reason when its process has ended (`exitReason()` answers it, else null).
 */
export async function waitForSite(base, exitReason) {
  let last = 'no answer';
  for (let i = 0; i < 360 && !exitReason(); i += 1) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message; // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`site did not start: ${exitReason() ?? last}`);
}
