import type { TFunction } from 'i18next';

/** A stored card's brand as members know it ('visa' -> 'Visa'); an unknown brand as the provider says it. */
export function cardBrandName(t: TFunction, brand: string): string {
  return t(`methods.${brand}`, { defaultValue: brand });
}
