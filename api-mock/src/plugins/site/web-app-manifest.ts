/**
 * The web app manifest of the site the domain chose (`/manifest.webmanifest`): what a browser needs to offer
 * the site as an installed app. Decisions:
 * - start_url `/members`: an installed app is opened by members, who want their members area; a visitor
 *   who is logged out there is sent to the home page by the app itself;
 * - theme_color and background_color are the site's brand colour (the splash screen shows the brand icon on
 *   it, as the icon does);
 * - short_name: the name when it fits under a launcher icon (12 characters), else its first word when that
 *   fits, else the name cut at 12 characters.
 */
import { DEFAULT_LOCALE } from 'contract';
import { languageOf, themeColor, type DocumentSite } from './document.js';
import { WEB_APP_ICONS, type WebAppIconName } from './web-app-icons.js';

export const WEB_APP_START_URL = '/members';
/** Launchers show about 12 characters under an icon before cutting the name. */
const SHORT_NAME_MAX = 12;

export function shortName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const characters = [...trimmed];
  if (characters.length <= SHORT_NAME_MAX) return trimmed;
  const firstWord = trimmed.split(' ')[0] ?? '';
  if (firstWord !== '' && [...firstWord].length <= SHORT_NAME_MAX) return firstWord;
  return characters.slice(0, SHORT_NAME_MAX).join('').trim();
}

/** 'de_DE' -> 'de-DE' (BCP 47); the site's language alone when no territory is given. */
export function manifestLanguage(domainLanguage: string): string {
  const tag = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(domainLanguage.trim());
  if (tag) return `${tag[1]!.toLowerCase()}-${tag[2]!.toUpperCase()}`;
  return languageOf(domainLanguage) ?? DEFAULT_LOCALE;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

export const iconUrl = (icon: WebAppIconName) => `/icons/${icon}`;

export function webAppManifest(site: DocumentSite): WebAppManifest {
  const color = themeColor(site.primaryColor);
  const icon = (name: WebAppIconName, purpose: 'any' | 'maskable') => {
    const { size } = WEB_APP_ICONS[name];
    return { src: iconUrl(name), sizes: `${size}x${size}`, type: 'image/png' as const, purpose };
  };
  return {
    id: '/',
    name: site.name,
    short_name: shortName(site.name),
    description: site.description,
    lang: manifestLanguage(site.domainLanguage),
    dir: 'ltr',
    start_url: WEB_APP_START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: color,
    background_color: color,
    icons: [icon('icon-192.png', 'any'), icon('icon-512.png', 'any'), icon('maskable-512.png', 'maskable')],
  };
}
