/**
 * The web inboxes of well-known mail providers, by the domain of the address: the confirmation page links
 * there ('Open Gmail') so the activation mail is one tap away. Unknown domains get no link.
 */
const INBOXES: ReadonlyArray<{ name: string; url: string; domains: readonly string[] }> = [
  { name: 'Gmail', url: 'https://mail.google.com/', domains: ['gmail.com', 'googlemail.com'] },
  {
    name: 'Outlook',
    url: 'https://outlook.live.com/mail/',
    domains: [
      'outlook.com',
      'hotmail.com',
      'hotmail.co.uk',
      'hotmail.de',
      'hotmail.fr',
      'hotmail.it',
      'hotmail.es',
      'live.com',
      'live.nl',
      'live.de',
      'msn.com',
    ],
  },
  {
    name: 'Yahoo Mail',
    url: 'https://mail.yahoo.com/',
    domains: ['yahoo.com', 'yahoo.co.uk', 'yahoo.de', 'yahoo.fr', 'yahoo.it', 'yahoo.es', 'ymail.com'],
  },
  { name: 'iCloud Mail', url: 'https://www.icloud.com/mail', domains: ['icloud.com', 'me.com', 'mac.com'] },
  { name: 'AOL Mail', url: 'https://mail.aol.com/', domains: ['aol.com'] },
  { name: 'Proton Mail', url: 'https://mail.proton.me/', domains: ['proton.me', 'protonmail.com'] },
  { name: 'GMX', url: 'https://www.gmx.net/', domains: ['gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch'] },
  { name: 'WEB.DE', url: 'https://web.de/', domains: ['web.de'] },
  { name: 'T-Online', url: 'https://email.t-online.de/', domains: ['t-online.de'] },
  { name: 'Orange', url: 'https://messagerie.orange.fr/', domains: ['orange.fr', 'wanadoo.fr'] },
  { name: 'Libero Mail', url: 'https://mail.libero.it/', domains: ['libero.it'] },
  { name: 'WP Poczta', url: 'https://poczta.wp.pl/', domains: ['wp.pl'] },
  { name: 'Onet Poczta', url: 'https://poczta.onet.pl/', domains: ['onet.pl'] },
  { name: 'Ziggo Mail', url: 'https://webmail.ziggo.nl/', domains: ['ziggo.nl'] },
];

export function webInboxFor(email: string): { name: string; url: string } | null {
  const domain = email.trim().toLowerCase().split('@')[1];
  const inbox = domain ? INBOXES.find((each) => each.domains.includes(domain)) : undefined;
  return inbox ? { name: inbox.name, url: inbox.url } : null;
}
