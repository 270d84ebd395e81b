/** The payment methods, as they appear in /credits/:id/:paymentmethod. */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: string | undefined): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}
