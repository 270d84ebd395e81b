import { atom, useAtomValue } from 'jotai';
import { settingsAtom } from 'shared-ui/kernel';

/**
 * The payment country the member chose (client state); null: not chosen, the site's GeoIP country applies.
 * Prices, currency and payment methods all follow it.
 */
export const paymentCountryAtom = atom<string | null>(null);

/** The countries a member can pay from: the site's countries. */
export function usePaymentCountries(): readonly string[] {
  return useAtomValue(settingsAtom)?.countries ?? [];
}

/**
 * The payment country in effect: the member's choice, else the GeoIP country when the site serves it,
 * else the site's first country; undefined before settings exist (the server then decides).
 */
export function usePaymentCountry(): string | undefined {
  const chosen = useAtomValue(paymentCountryAtom);
  const settings = useAtomValue(settingsAtom);
  const countries = settings?.countries ?? [];
  if (chosen && (countries.length === 0 || countries.includes(chosen))) return chosen;
  if (!settings) return undefined;
  if (countries.length === 0 || countries.includes(settings.geoip_country)) return settings.geoip_country;
  return countries[0];
}
