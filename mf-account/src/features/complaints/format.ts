import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { settingsAtom, userAtom, type Money } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

/**
 * The locale dates and prices are written in, as the payment pages write them: the reader's language in
 * the member's country, else in the site's region ('de' + 'AT' -> 'de-AT').
 */
function useFormatLocale(): string {
  const { i18n } = useTranslation(namespace);
  const country = useAtomValue(userAtom)?.profile.country;
  const siteRegion = useAtomValue(settingsAtom)?.domain_language.split(/[-_]/)[1];
  const region = country ?? siteRegion;
  return region && /^[A-Za-z]{2}$/.test(region) ? `${i18n.language}-${region.toUpperCase()}` : i18n.language;
}

/** A date from the API (ISO) in the reader's language: '4 Mar 2025'. */
export function useFormatDate(): (iso: string) => string {
  const locale = useFormatLocale();
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
    },
    [locale],
  );
}

/** Money from the API (minor units and currency) in the reader's number format: '€19.99', '19,99 €'. */
export function useFormatMoney(): (money: Money) => string {
  const locale = useFormatLocale();
  return useCallback(
    (money: Money) => {
      try {
        const format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
        const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
        return format.format(money.amount / 10 ** digits);
      } catch {
        return `${(money.amount / 100).toFixed(2)} ${money.currency}`;
      }
    },
    [locale],
  );
}
