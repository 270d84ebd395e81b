import type { ReactElement } from 'react';
import { parcels } from './parcels';
import { ParcelHost } from './ParcelHost';
import { registration } from './register';

/** The standalone harness serves this remote's pages and landers under the paths it registers for them. */
export const STANDALONE_PAGES: ReadonlyArray<{ path: string; page: string }> =
  registration.data.pages.flatMap((page) =>
    page.parcel ? [] : [{ path: page.path, page: page.page ?? page.name }],
  );

const lander = (name: string): ReactElement => {
  const load = parcels[name as keyof typeof parcels];
  return <ParcelHost load={load} />;
};

export const STANDALONE_LANDERS: ReadonlyArray<{ path: string; element: ReactElement }> =
  registration.data.pages.flatMap((page) =>
    page.parcel ? [{ path: page.path, element: lander(page.parcel) }] : [],
  );
