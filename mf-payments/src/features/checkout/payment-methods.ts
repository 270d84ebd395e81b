import {
  CARD_PAYMENT_METHODS,
  isPaymentMethod,
  PAYMENT_METHODS,
  paymentMethodsFor,
} from 'contract/constants';
import type { PaymentMethod } from 'shared-ui/kernel';

/** The product's payment methods and the ones offered per payment country come from the contract. */
export { isPaymentMethod, PAYMENT_METHODS, paymentMethodsFor };
export type { PaymentMethod };

/** Card methods can store the card for one-click repeat orders. */
export function isCardMethod(method: PaymentMethod): boolean {
  return (CARD_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);
}

/** SEPA direct debit is paid through the site's own form (/directdebit), not a provider's hosted page. */
export const DIRECT_DEBIT_METHOD: PaymentMethod = 'sdd';
