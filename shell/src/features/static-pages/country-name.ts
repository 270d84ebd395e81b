/**
 * The company's country in the page's language. The site states it as a region code ('NL') or, as the
 * spec's company info does, in English ('Netherlands'); either is named in the reader's language, so a
 * German page says 'Niederlande'. A name that matches no region is shown as written.
 */
let englishNames: Map<string, string> | null = null;

function regionCodeOf(englishName: string): string | undefined {
  if (!englishNames) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    englishNames = new Map();
    for (let first = 65; first <= 90; first += 1) {
      for (let second = 65; second <= 90; second += 1) {
        const code = String.fromCharCode(first, second);
        const name = english.of(code);
        if (name) englishNames.set(name.toLowerCase(), code);
      }
    }
    // The short names people write for the ones Intl spells out in full.
    englishNames.set('the netherlands', 'NL');
    englishNames.set('holland', 'NL');
    englishNames.set('uk', 'GB');
    englishNames.set('usa', 'US');
  }
  return englishNames.get(englishName.trim().toLowerCase());
}

export function countryName(country: string, locale: string): string {
  const code = /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : regionCodeOf(country);
  if (!code) return country;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? country;
  } catch {
    return country;
  }
}
