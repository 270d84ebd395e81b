/**
 * The HTML document of a page of the site: the shell's built index.html, carrying the site the domain chose
 * before any script runs, so crawlers, link previews and the first paint see the right site:
 * - `<html lang>`: the visitor's language as the shell picks it (documentLanguage);
 * - `<title>`: the site's index_title on `/`, else `<page title> | <site name>` (the shell's own format, so
 *   the tab title does not change once the shell has booted) when the page's title is known from the
 *   registration data, else the site's name;
 * - `<meta name="description">`, `<meta name="theme-color">` (primary_color, else the default theme's brand
 *   colour), `<link rel="icon">` to the site's `/favicon.svg`, `<link rel="manifest">` and
 *   `<link rel="apple-touch-icon">` (the installed app, site/web-app.ts);
 * - Open Graph: og:type website, og:site_name, og:title, og:description, og:url (from the configured site
 *   URL template, never from the request) and og:locale.
 * Every value is HTML-escaped. Nothing inline runs: the page's Content-Security-Policy stays as it is.
 */
import {
  LANGUAGES,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  landingSlugLanguage,
  LANDER_ROOT_ID,
  LANDER_SSR_ATTRIBUTE,
  LANDER_STATE_ID,
  PAGE_SSR_ATTRIBUTE,
  PAGE_STATE_ID,
  escapeHtml,
  type Language,
} from 'contract';

/** What a document needs to know about its site. */
export interface DocumentSite {
  name: string;
  /** 'de_DE': the site's language (its first two letters when supported, as the shell reads it). */
  domainLanguage: string;
  description: string;
  indexTitle: string;
  primaryColor: string | null;
  /** The site's origin from SITE_URL_TEMPLATE and its configuration (no trailing slash). */
  origin: string;
}

/** The default theme's brand colour (shared-ui theme `brandRedOrange`), for sites without primary_color. */
export const DEFAULT_THEME_COLOR = '#e8461e';

export { escapeHtml };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first two letters of a tag such as 'de_DE', 'de-AT' or 'DE', when they name a supported locale. */
export function languageOf(tag: string | null | undefined): Language | null {
  const code = tag?.trim().slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : null;
}

/** The language tags of an Accept-Language header, most preferred first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of the locale cookie in a Cookie header, or null. */
export function localeCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The visitor's language, decided as the shell decides it (shell/src/app/locale): a lander's language slug,
 * else the i18n_redirected cookie when it names a supported language, else the first two letters of the
 * site's domain_language when supported, else the browser's (Accept-Language), else English.
 */
export function documentLanguage(input: {
  pathname: string;
  cookie: string | null;
  domainLanguage: string;
  acceptLanguage: string | undefined;
}): Language {
  const slug = landingSlugLanguage(input.pathname);
  if (slug) return slug;
  if (isLanguage(input.cookie)) return input.cookie;
  const domain = languageOf(input.domainLanguage);
  if (domain) return domain;
  for (const tag of acceptedLanguages(input.acceptLanguage)) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}

/** The usual territory of each language, for og:locale when the site's own does not apply. */
const TERRITORIES: Record<Language, string> = {
  en: 'GB',
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  pl: 'PL',
};

/** og:locale (`de_DE`): the site's domain_language when it is in the document's language. */
export function openGraphLocale(language: Language, domainLanguage: string): string {
  const [, siteLanguage = '', territory = ''] =
    /^([a-z]{2})[-_]([a-z]{2})$/i.exec(domainLanguage.trim()) ?? [];
  if (siteLanguage.toLowerCase() === language) return `${language}_${territory.toUpperCase()}`;
  return `${language}_${TERRITORIES[language]}`;
}

/** `#rgb`, `#rrggbb` (with alpha too), a colour name or an rgb()/hsl() function: safe for a meta or an SVG. */
const CSS_COLOR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]{3,20}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/a-z+-]{1,60}\))$/i;

/** The site's primary colour when it is a plain CSS colour, else the default theme's. */
export function themeColor(primaryColor: string | null | undefined): string {
  const color = primaryColor?.trim();
  return color && CSS_COLOR.test(color) ? color : DEFAULT_THEME_COLOR;
}

/** The page title shown by the shell: `<page title> | <site name>`, either part left out when empty. */
export function formatTitle(pageTitle: string | null, siteName: string): string {
  return [pageTitle ?? '', siteName].filter((part) => part.trim() !== '').join(' | ');
}

export interface DocumentHeadInput {
  site: DocumentSite;
  language: Language;
  /** The path of the page (no query): `/` gets the site's index_title. */
  pathname: string;
  /** The page's own title in the document's language, when known. */
  pageTitle: string | null;
  /** A known page (200); a 404 document gets no og:url and is kept out of search indexes. */
  found: boolean;
  /** The icon's URL (the per-site favicon). */
  iconHref: string;
}

/** The document's title. */
export function documentTitle(
  input: Pick<DocumentHeadInput, 'site' | 'pathname' | 'pageTitle' | 'found'>,
): string {
  if (input.found && input.pathname === '/' && input.site.indexTitle.trim() !== '')
    return input.site.indexTitle;
  return formatTitle(input.found ? input.pageTitle : null, input.site.name);
}

/** The elements of `<head>` the document carries for its site. */
export function documentHead(input: DocumentHeadInput): string {
  const { site, language } = input;
  const title = documentTitle(input);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', site.description),
    meta('name', 'theme-color', themeColor(site.primaryColor)),
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(input.iconHref)}">`,
    // The installed app (site/web-app.ts): its manifest and the icon iOS puts on the home screen.
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', site.description),
    ...(input.found ? [meta('property', 'og:url', `${site.origin}${input.pathname}`)] : []),
    meta('property', 'og:locale', openGraphLocale(language, site.domainLanguage)),
    ...(input.found ? [] : [meta('name', 'robots', 'noindex')]),
  ];
  return tags.join('');
}

/** What a server-rendered lander puts into the document's body. */
export interface LanderBody {
  /** The parcel rendered (data-ssr-lander). */
  parcel: string;
  /** The page's markup for #root. */
  html: string;
  /** The render's state, already serialized for a JSON script element. */
  state: string;
  /** Script URLs that make the markup interactive, in order. */
  scripts: string[];
}

/** What a server-drawn page of the shell puts into the document's body. */
export interface PageBody {
  /** The page module drawn (data-ssr-page). */
  page: string;
  /** The page's markup for #root. */
  html: string;
  /** The page's state (`{ page, state }`), already serialized for a JSON script element; null for none. */
  state: string | null;
}

/** The shell's index.html, cut where the language and the site's head elements go. */
export interface ShellTemplate {
  render(language: string, head: string): string;
  /**
   * The document of a page the shell's server entry drew: its markup in #root, and the shell's scripts, which
   * take it over.
   */
  renderPage(language: string, head: string, body: PageBody): string;
  /**
   * The document of a server-rendered lander: the lander's markup in #root, its state and its own scripts;
   * the shell's scripts are left out (the lander page runs without the shell until the visitor moves on).
   */
  renderLander(language: string, head: string, body: LanderBody): string;
}

const HTML_TAG = /<html\b([^>]*)>/i;
const HEAD_TAG = /<head\b[^>]*>/i;
const CHARSET_META = /<meta\b[^>]*\bcharset\s*=[^>]*>/i;
const LANG_ATTRIBUTE = /\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;
/** The build's script elements (the shell's entry), and its empty root element. */
const SCRIPT_ELEMENTS = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const ROOT_ELEMENT = /<div\b[^>]*\bid\s*=\s*["']?root["']?[^>]*>\s*<\/div\s*>/i;
const BODY_END = /<\/body\s*>/i;
/** Elements of the build the document replaces with the site's own. */
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<meta\b[^>]*\bname\s*=\s*["']?(description|theme-color|robots)(?=["'\s/>])[^>]*>/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["']?og:[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*["']?(shortcut\s+)?icon(?=["'\s/>])[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*["']?(manifest|apple-touch-icon)(?=["'\s/>])[^>]*>/gi,
];

/**
 * Prepares the built index.html once (per build): its title, description, theme colour, icon and Open Graph
 * elements are removed, `<html>` loses its lang, and the site's elements go right after the charset (which
 * must stay first in <head>), else at the start of <head>.
 */
export function parseShellTemplate(html: string): ShellTemplate {
  let text = html;
  for (const element of REPLACED) text = text.replace(element, '');
  const htmlTag = HTML_TAG.exec(text);
  let before = '';
  let htmlAttributes = '';
  if (htmlTag) {
    before = text.slice(0, htmlTag.index);
    htmlAttributes = (htmlTag[1] ?? '').replace(LANG_ATTRIBUTE, '').replace(/\s+$/, '');
    text = text.slice(htmlTag.index + htmlTag[0].length);
  }
  const anchor = CHARSET_META.exec(text) ?? HEAD_TAG.exec(text);
  const at = anchor ? anchor.index + anchor[0].length : 0;
  const head = text.slice(0, at);
  const rest = text.slice(at);
  const landerRest = rest.replace(SCRIPT_ELEMENTS, '');
  const opening = (language: string) =>
    htmlTag ? `${before}<html lang="${escapeHtml(language)}"${htmlAttributes}>` : '';
  return {
    render(language, elements) {
      return `${opening(language)}${head}${elements}${rest}`;
    },
    renderPage(language, elements, body) {
      const state =
        body.state === null
          ? ''
          : `<script type="application/json" id="${PAGE_STATE_ID}">${body.state}</script>`;
      const root = `<div id="${LANDER_ROOT_ID}" ${PAGE_SSR_ATTRIBUTE}="${escapeHtml(body.page)}">${body.html}</div>${state}`;
      const page = ROOT_ELEMENT.test(rest)
        ? rest.replace(ROOT_ELEMENT, () => root)
        : rest.replace(BODY_END, (end) => `${root}${end}`);
      return `${opening(language)}${head}${elements}${page}`;
    },
    renderLander(language, elements, body) {
      const root = `<div id="${LANDER_ROOT_ID}" ${LANDER_SSR_ATTRIBUTE}="${escapeHtml(body.parcel)}">${body.html}</div>`;
      const scripts = [
        `<script type="application/json" id="${LANDER_STATE_ID}">${body.state}</script>`,
        ...body.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
      ].join('');
      const withRoot = ROOT_ELEMENT.test(landerRest)
        ? landerRest.replace(ROOT_ELEMENT, () => root)
        : landerRest.replace(BODY_END, (end) => `${root}${end}`);
      const page = BODY_END.test(withRoot)
        ? withRoot.replace(BODY_END, (end) => `${scripts}${end}`)
        : `${withRoot}${scripts}`;
      return `${opening(language)}${head}${elements}${page}`;
    },
  };
}
