import en from '../../i18n/en.json';
import { isPaymentMethod, PAYMENT_METHODS } from './payment-methods';

describe('payment methods', () => {
  it('accepts every payment method of the product and nothing else', () => {
    expect(PAYMENT_METHODS).toHaveLength(18);
    expect(isPaymentMethod('ideal')).toBe(true);
    expect(isPaymentMethod('IDEAL')).toBe(false);
    expect(isPaymentMethod(undefined)).toBe(false);
  });

  it('has a label for every method', () => {
    expect(Object.keys(en.methods).sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});
