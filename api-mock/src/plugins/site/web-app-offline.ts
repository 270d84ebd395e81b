/**
 * `/offline.html`: the page the service worker shows when a page cannot be loaded without a connection. It is
 * cached by the service worker when it installs, so it must stand alone: no script, no remote, no font, its
 * styles inline (the page policy allows inline styles, never inline scripts), the brand icon as a data URL.
 * In the site's language as the documents pick it, with the site's name and colour.
 */
import type { Language } from 'contract';
import { escapeHtml, themeColor } from './document.js';
import { faviconSvg, letterColor } from './favicon.js';

interface OfflineText {
  title: string;
  body: string;
  retry: string;
}

export const OFFLINE_TEXTS: Record<Language, OfflineText> = {
  en: {
    title: "You're offline",
    body: 'There is no internet connection right now. Nothing you typed is lost: try again once you are back online.',
    retry: 'Try again',
  },
  de: {
    title: 'Du bist offline',
    body: 'Gerade gibt es keine Internetverbindung. Was du geschrieben hast, geht nicht verloren: Versuch es noch einmal, sobald du wieder online bist.',
    retry: 'Erneut versuchen',
  },
  es: {
    title: 'Estás sin conexión',
    body: 'Ahora mismo no hay conexión a internet. No se ha perdido nada de lo que escribiste: inténtalo de nuevo cuando vuelvas a estar en línea.',
    retry: 'Reintentar',
  },
  fr: {
    title: 'Vous êtes hors ligne',
    body: "Il n'y a pas de connexion Internet pour le moment. Rien de ce que vous avez saisi n'est perdu : réessayez dès que vous êtes de nouveau en ligne.",
    retry: 'Réessayer',
  },
  it: {
    title: 'Sei offline',
    body: 'Al momento non c’è connessione a Internet. Nulla di ciò che hai scritto è andato perso: riprova quando sarai di nuovo online.',
    retry: 'Riprova',
  },
  nl: {
    title: 'Je bent offline',
    body: 'Er is nu geen internetverbinding. Niets van wat je hebt getypt is verloren: probeer het opnieuw zodra je weer online bent.',
    retry: 'Opnieuw proberen',
  },
  pl: {
    title: 'Jesteś offline',
    body: 'W tej chwili nie ma połączenia z internetem. Nic z tego, co wpisałeś, nie przepadło: spróbuj ponownie, gdy znów będziesz online.',
    retry: 'Spróbuj ponownie',
  },
};

export function offlinePage(site: { name: string; primaryColor: string | null }, language: Language): string {
  const text = OFFLINE_TEXTS[language];
  const color = themeColor(site.primaryColor);
  const icon = `data:image/svg+xml,${encodeURIComponent(faviconSvg(site.name, site.primaryColor))}`;
  const e = escapeHtml;
  return (
    `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="theme-color" content="${e(color)}"><meta name="robots" content="noindex">` +
    `<title>${e(text.title)} | ${e(site.name)}</title><style>` +
    'html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#fafafa}' +
    'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}' +
    'main{max-width:420px;text-align:center}img{width:64px;height:64px}h1{font-size:1.5rem;margin:16px 0 8px}' +
    'p{line-height:1.5;margin:0 0 24px}' +
    `a{display:inline-block;padding:12px 24px;border-radius:24px;background:${e(color)};color:${e(letterColor(color))};text-decoration:none;font-weight:600}` +
    'a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}' +
    `</style></head><body><main><img src="${e(icon)}" alt="${e(site.name)}">` +
    `<h1>${e(text.title)}</h1><p>${e(text.body)}</p><a href="/">${e(text.retry)}</a></main></body></html>`
  );
}
