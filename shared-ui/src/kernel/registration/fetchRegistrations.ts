import { parseRegistration } from './parseRegistration';
import type { RegistrationData } from './types';

export const REGISTRATIONS_URL = '/registrations.json';

/**
 * The registrations of the deployed remote versions (federation name -> registration), as the server
 * reads them next to each deployed mf-manifest.json. A malformed one is left out: that remote then
 * contributes nothing, and the rest of the site still composes.
 */
export async function fetchRegistrations(
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, RegistrationData>> {
  // no-store: a deploy or a rollback must show on the next page load, whatever the HTTP caches say.
  const response = await fetchImpl(REGISTRATIONS_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REGISTRATIONS_URL} answered ${response.status}`);
  const raw: unknown = await response.json();
  if (typeof raw !== 'object' || raw === null) throw new Error(`${REGISTRATIONS_URL} must hold an object`);
  return parseRegistrations(raw as Record<string, unknown>, (remote, error) =>
    console.error(`The registration of ${remote} is malformed and left out`, error),
  );
}

/**
 * Registrations by registrant, as `/registrations.json` (or the server, for a page it draws) holds them: a
 * malformed one, or one filed under another registrant's name, is left out.
 */
export function parseRegistrations(
  raw: Record<string, unknown>,
  onMalformed: (remote: string, error: unknown) => void = () => undefined,
): Record<string, RegistrationData> {
  const registrations: Record<string, RegistrationData> = {};
  for (const [remote, registration] of Object.entries(raw)) {
    try {
      const data = parseRegistration(registration);
      if (data.remote === remote) registrations[remote] = data;
    } catch (error) {
      onMalformed(remote, error);
    }
  }
  return registrations;
}
