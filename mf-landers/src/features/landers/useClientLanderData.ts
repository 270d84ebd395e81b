import { useEffect, useState } from 'react';
import { loadLanderData, type LanderData } from './people/lander-data';
import type { LanderVariant } from './variants';

/** A GET of the site's API from the browser, as a visitor: the parsed JSON, or a throw. */
export async function browserApi(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/**
 * The lander's data when it is rendered in the browser (inside the shell, without a server render): empty
 * until loaded, so the hero shows its art first and the members once they are known.
 */
export function useClientLanderData(
  variant: LanderVariant,
  params: Record<string, string | undefined>,
  initial: LanderData | undefined,
): LanderData {
  const [data, setData] = useState<LanderData>(initial ?? {});
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (initial) return;
    let live = true;
    void loadLanderData(
      variant,
      JSON.parse(paramsKey) as Record<string, string | undefined>,
      browserApi,
    ).then((loaded) => {
      if (live) setData(loaded);
    });
    return () => {
      live = false;
    };
  }, [variant, paramsKey, initial]);
  return data;
}
