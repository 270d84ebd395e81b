import { hasRoute, pathTo } from 'shared-ui/kernel';

export interface FooterLink {
  /** i18n key under shell:footer */
  labelKey: string;
  to: string;
}

/** The United States variant adds the 18 U.S.C. 2257 record-keeping statement. */
export const US_COUNTRY = 'US';

/**
 * The footer links: terms, privacy, cookies, ban, pricing, complaints, return policy, FAQ and support.
 * The compact variant (logged in, or installed-app mode) keeps the legal and help links only; the
 * commercial and ban links belong to the visitor's footer.
 */
/** A link to a remote's page, while a deployed remote registers it. */
function remoteLink(labelKey: string, route: string): FooterLink[] {
  return hasRoute(route) ? [{ labelKey, to: pathTo(route) }] : [];
}

export function footerLinks(input: { country: string; compact: boolean }): FooterLink[] {
  const full: FooterLink[] = [
    { labelKey: 'terms', to: pathTo('pages-terms') },
    { labelKey: 'privacy', to: pathTo('pages-privacy') },
    { labelKey: 'cookies', to: pathTo('pages-cookies') },
    { labelKey: 'ban', to: pathTo('pages-ban') },
    ...remoteLink('pricing', 'pricing'),
    ...remoteLink('complaints', 'complaints'),
    { labelKey: 'returnPolicy', to: pathTo('pages-return-policy') },
    { labelKey: 'faq', to: pathTo('pages-faq') },
    { labelKey: 'support', to: pathTo('pages-service') },
  ];
  const compactKeys = new Set(['terms', 'privacy', 'cookies', 'complaints', 'faq', 'support']);
  const links = input.compact ? full.filter((link) => compactKeys.has(link.labelKey)) : full;
  if (input.country.toUpperCase() === US_COUNTRY)
    links.push({ labelKey: 'statement2257', to: pathTo('pages-2257') });
  return links;
}
