import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { userAtom, type PaymentMethod } from 'shared-ui/kernel';
import { fetchPackages, paymentKeys, type PackagesQuery } from './api';
import { useActiveDiscount, type ActiveDiscount } from './discount';
import { usePaymentCountry } from './payment-country';

/** What the purchase pages ask packages.php: the payment country, the active discount and the method. */
export function usePackagesQuery(paymentMethod?: PaymentMethod | null): {
  query: PackagesQuery;
  discount: ActiveDiscount | null;
} {
  const country = usePaymentCountry();
  const discount = useActiveDiscount();
  const query: PackagesQuery = {};
  if (country) query.country = country;
  if (discount) query.discount = discount.code;
  if (paymentMethod) query.payment_method = paymentMethod;
  return { query, discount };
}

/**
 * The packages of the payment country, priced by the server with the active discount (the client never
 * computes an amount). Works for visitors too (packages.php is public).
 */
export function usePackages(paymentMethod?: PaymentMethod | null) {
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const { query, discount } = usePackagesQuery(paymentMethod);
  const packages = useQuery({
    queryKey: paymentKeys.packages(userId, query),
    queryFn: ({ signal }) => fetchPackages(query, signal),
    placeholderData: keepPreviousData,
  });
  return { ...packages, discount, query };
}
