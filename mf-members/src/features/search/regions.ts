import { useEffect } from 'react';
import { atom, useAtom, useAtomValue } from 'jotai';
import { fetchRegions, settingsAtom } from 'shared-ui/kernel';

export interface RegionList {
  /** province, state, canton, region or voivodeship. */
  label: string;
  regions: readonly string[];
}

/** Regions loaded from the API by country (loaded once and cached); null: none to offer. */
const loadedRegionsAtom = atom<Readonly<Record<string, RegionList | null>>>({});

/**
 * The regions of a country for the region filter. The settings carry them for the site's countries
 * (region_data), so usually nothing is loaded; otherwise they are fetched once. A failed load leaves the
 * region filter out rather than blocking the search.
 */
export function useRegions(country: string | null): RegionList | null {
  const settings = useAtomValue(settingsAtom);
  const [loaded, setLoaded] = useAtom(loadedRegionsAtom);
  const code = country?.toUpperCase() ?? null;
  const fromSettings = code ? settings?.region_data[code] : undefined;
  const needsLoad = code !== null && !fromSettings && !(code in loaded);

  useEffect(() => {
    if (!needsLoad || !code) return;
    let current = true;
    fetchRegions(code).then(
      (answer) => current && setLoaded((previous) => ({ ...previous, [code]: answer })),
      () => current && setLoaded((previous) => ({ ...previous, [code]: null })),
    );
    return () => {
      current = false;
    };
  }, [code, needsLoad, setLoaded]);

  if (!code) return null;
  const list = fromSettings ?? loaded[code] ?? null;
  return list && list.regions.length > 0 ? list : null;
}
