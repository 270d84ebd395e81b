/** The IBAN as the bank stores it: letters and digits only, upper case. */
export function compactIban(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** The IBAN as printed on a bank card: groups of four ('DE89 3704 0044 0532 0130 00'). */
export function formatIban(value: string): string {
  return compactIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/**
 * Where the caret goes after reformatting: behind the same number of letters and digits as before, so
 * typing or deleting in the middle of the IBAN does not throw the caret to the end.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const significant = compactIban(raw.slice(0, caret)).length;
  if (significant === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (formatted[index] !== ' ') seen++;
    if (seen === significant) return index + 1;
  }
  return formatted.length;
}

/**
 * The ISO 13616 check (country code, two check digits, mod 97 = 1): catches nearly every typo before
 * the server is asked. The server checks the country's format and SEPA membership too.
 */
export function isIbanChecksumValid(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * A masked IBAN or phone ('DE89 **** **** **** **30 00', '+49 *** **** 89') kept on one line: its groups
 * joined by no-break spaces, so a narrow screen does not break it in the middle.
 */
export function keepTogether(value: string): string {
  return value.replace(/ /g, '\u00a0');
}
