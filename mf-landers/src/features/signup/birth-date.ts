export type BirthDatePart = 'day' | 'month' | 'year';
export type BirthDateParts = Record<BirthDatePart, string>;

/** The parts of a YYYY-MM-DD value as typed ('1990--4' has no month yet). */
export function splitBirthDate(value: string): BirthDateParts {
  const [year = '', month = '', day = ''] = value === '' ? [] : value.split('-');
  return { day, month, year };
}

/**
 * The value of typed parts: YYYY-MM-DD once complete (a one-digit day or month gets its zero), the parts
 * joined as typed while not, and '' when nothing is typed, so an untouched date counts as empty.
 */
export function joinBirthDate({ day, month, year }: BirthDateParts): string {
  if (day === '' && month === '' && year === '') return '';
  const pad = (part: string) => (part.length === 1 && part !== '0' ? `0${part}` : part);
  return year.length === 4 && day !== '' && month !== ''
    ? `${year}-${pad(month)}-${pad(day)}`
    : `${year}-${month}-${day}`;
}

/**
 * The order of day, month and year in the reader's language. English reads as British English: the sites
 * serve Europe, and each part is labelled anyway.
 */
export function birthDateOrder(language: string): BirthDatePart[] {
  try {
    const order = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(Date.UTC(2000, 0, 31)))
      .map((part) => part.type)
      .filter((type): type is BirthDatePart => type === 'day' || type === 'month' || type === 'year');
    return order.length === 3 ? order : ['day', 'month', 'year'];
  } catch {
    return ['day', 'month', 'year'];
  }
}
