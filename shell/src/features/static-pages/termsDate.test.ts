import { formatTermsDate, termsVersionDate } from './termsDate';

describe('terms version date', () => {
  it('is 1 December 2023 at 12:00 UTC for a company added before that', () => {
    expect(termsVersionDate('2020-05-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('is the company-added date when that is later', () => {
    expect(termsVersionDate('2024-03-15T08:30:00Z').toISOString()).toBe('2024-03-15T08:30:00.000Z');
  });

  it('keeps the base date without a valid company date', () => {
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it("is written the way the reader's language writes dates", () => {
    const date = new Date('2023-12-01T12:00:00Z');
    expect(formatTermsDate(date, 'en')).toBe('December 1, 2023');
    expect(formatTermsDate(date, 'de')).toBe('1. Dezember 2023');
    expect(formatTermsDate(date, 'nl')).toBe('1 december 2023');
    expect(formatTermsDate(date, 'pl')).toBe('1 grudnia 2023');
  });
});
