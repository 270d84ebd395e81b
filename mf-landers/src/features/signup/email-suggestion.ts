import emailSpellChecker from '@zootools/email-spell-checker';

/**
 * The likely intended address for a typo in the domain ('john@gmial.com' -> 'john@gmail.com'), or null.
 * The same library the API uses, so the live hint and the API's refusal of a well-known provider's typo
 * agree; shown as the visitor leaves the field, before a lost activation mail could happen.
 */
export function suggestEmail(typed: string): string | null {
  const email = typed.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null;
  const suggested = emailSpellChecker.run({ email })?.full;
  return suggested && suggested !== email ? suggested : null;
}
