import { formatMoney } from './format';

describe('formatMoney', () => {
  it('writes minor units in the currency and number format of the locale', () => {
    expect(formatMoney({ amount: 1999, currency: 'EUR' }, 'en-GB')).toBe('€19.99');
    expect(formatMoney({ amount: 1999, currency: 'EUR' }, 'de-DE')).toBe('19,99\u00a0€');
    expect(formatMoney({ amount: 4900, currency: 'PLN' }, 'pl-PL')).toBe('49,00\u00a0zł');
    expect(formatMoney({ amount: 500, currency: 'JPY' }, 'en-US')).toBe('¥500');
  });
});
