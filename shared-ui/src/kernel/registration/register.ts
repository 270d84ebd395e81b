import { parseRegistration } from './parseRegistration';
import type { RemoteRegistration } from './types';

/**
 * A remote's registration, checked once when its './register' module loads: every page, parcel and slot
 * its data declares has its module, so a page can never be routed to code that does not exist.
 */
export function register(
  registration: Omit<RemoteRegistration, 'data'> & { data: unknown },
): RemoteRegistration {
  const data = parseRegistration(registration.data);
  const parcels = registration.parcels ?? {};
  const missing = [
    ...data.pages.flatMap((page) =>
      page.parcel
        ? parcels[page.parcel]
          ? []
          : [`parcel ${page.parcel}`]
        : registration.pages[page.page ?? page.name]
          ? []
          : [`page ${page.page ?? page.name}`],
    ),
    ...(data.slots ?? []).flatMap((slot) => (registration.pages[slot.page] ? [] : [`page ${slot.page}`])),
  ];
  if (missing.length > 0) throw new Error(`${data.remote} registers without code for ${missing.join(', ')}`);
  if (registration.namespace !== data.namespace) {
    throw new Error(`${data.remote}: the namespace of its data and of its translations differ`);
  }
  return { ...registration, data };
}
