import { MINIMUM_AGE_DEFAULT, type CompanyInfo, type Settings } from 'shared-ui/kernel';
import { countryName } from './country-name';
import { formatTermsDate, termsVersionDate } from './termsDate';

export type PlaceholderValues = Record<string, string>;

/** A phone number as a tel: link needs it: without the dashes and spaces people write in it. */
export function cleanPhoneNumber(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** Every placeholder the static page texts may use (see content/types.ts), from settings and company info. */
export function placeholderValues(
  settings: Settings,
  company: CompanyInfo,
  locale: string,
): PlaceholderValues {
  return {
    siteName: settings.name,
    domain: settings.domain,
    companyName: company.name,
    companyAddress: company.address,
    companyCity: company.city,
    companyCountry: countryName(company.country, locale),
    kvk: company.kvk,
    vatNumbers: company.vat_numbers.join(', '),
    tradenames: company.tradenames.join(', '),
    supportEmail: settings.support_email,
    supportPhone: settings.support_phone,
    refundDays: String(settings.refund_days),
    minimumAge: String(settings.minimum_age || MINIMUM_AGE_DEFAULT),
    termsDate: formatTermsDate(termsVersionDate(company.added), locale),
  };
}

/** Replaces {{name}} with its value; an unknown placeholder stays visible so a content error is noticed. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
