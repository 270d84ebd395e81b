import en from '../../i18n/en.json';
import { isCardMethod, isPaymentMethod, PAYMENT_METHODS, paymentMethodsFor } from './payment-methods';

describe('payment methods', () => {
  it('accepts every payment method of the product and nothing else', () => {
    expect(PAYMENT_METHODS).toHaveLength(18);
    expect(isPaymentMethod('ideal')).toBe(true);
    expect(isPaymentMethod('IDEAL')).toBe(false);
    expect(isPaymentMethod(undefined)).toBe(false);
  });

  it('offers local methods first per country and the default list elsewhere', () => {
    expect(paymentMethodsFor('NL')[0]).toBe('ideal');
    expect(paymentMethodsFor('PL').slice(0, 2)).toEqual(['blik', 'prezelewy24']);
    expect(paymentMethodsFor('SE')).toEqual(['creditcard', 'visa', 'mastercard', 'paypal']);
  });

  it('knows which methods are cards', () => {
    expect(isCardMethod('visa')).toBe(true);
    expect(isCardMethod('paypal')).toBe(false);
  });

  it('has a label for every method', () => {
    expect(Object.keys(en.methods).sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});
