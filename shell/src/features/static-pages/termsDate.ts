import { TERMS_VERSION_DATE } from 'shared-ui/kernel';

/**
 * The terms' version date is TERMS_VERSION_DATE (1 Dec 2023, 12:00 UTC) unless the
 * company was added later, in which case the terms take effect from that date.
 */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const base = new Date(TERMS_VERSION_DATE);
  const added = companyAdded ? new Date(companyAdded) : null;
  return added && !Number.isNaN(added.getTime()) && added > base ? added : base;
}

/** The date as the reader's language writes it, e.g. '1 December 2023', '1. Dezember 2023'. */
export function formatTermsDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
