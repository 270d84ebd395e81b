import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { settingsAtom, userAtom, type Money } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

/** 'en' + 'GB' -> 'en-GB'; a region that is not a two-letter code is left out. */
function withRegion(language: string, region: string | undefined): string {
  return region && /^[A-Za-z]{2}$/.test(region) ? `${language}-${region.toUpperCase()}` : language;
}

/**
 * The locale prices and dates are written in: the reader's language (the UI language) in the member's
 * country, else in the site's region ('de' + 'AT' -> 'de-AT').
 */
export function useFormatLocale(): string {
  const { i18n } = useTranslation(namespace);
  const country = useAtomValue(userAtom)?.profile.country;
  const siteRegion = useAtomValue(settingsAtom)?.domain_language.split(/[-_]/)[1];
  return withRegion(i18n.language, country ?? siteRegion);
}

/**
 * Money from the API (integer minor units and its currency) in the reader's number format: 1999 EUR ->
 * '€19.99' in English, '19,99 €' in German. The currency's own number of decimals turns cents into units.
 */
export function formatMoney(money: Money, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(money.amount / 10 ** digits);
  } catch {
    // A currency Intl does not know: the amount in units with the code beside it.
    return `${(money.amount / 100).toFixed(2)} ${money.currency}`;
  }
}

export function useFormatMoney(): (money: Money) => string {
  const locale = useFormatLocale();
  return useCallback((money: Money) => formatMoney(money, locale), [locale]);
}

export function useFormatDate(): (iso: string) => string {
  const locale = useFormatLocale();
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    },
    [locale],
  );
}

/** A country's name in the reader's language ('DE' -> 'Germany', 'Deutschland'). */
export function useCountryName(): (country: string) => string {
  const { i18n } = useTranslation(namespace);
  const language = i18n.language;
  return useCallback(
    (country: string) => {
      try {
        return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
      } catch {
        return country;
      }
    },
    [language],
  );
}
