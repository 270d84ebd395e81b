/**
 * The one render of a lander (template -> HTML string), used by the federated parcel in the shell and by
 * the server entry, so both look the same: the parcel sets it as its element's innerHTML, the server puts
 * the page around it. Every interpolated text is escaped.
 */
import type { Language } from 'contract/constants';
import type { LanderMember, Settings } from 'contract';
import { escapeHtml } from 'contract/lander-server';
import { MINIMUM_AGE_DEFAULT, PATHS, REMOTE_NAME, type LanderName } from './landers';
import type { LanderTexts } from './texts/types';

/** The settings a lander reads (the parcel gets all of them, the server page too). */
export type LanderSettings = Pick<
  Settings,
  | 'name'
  | 'minimum_age'
  | 'fictional_icon'
  | 'fictional_warning'
  | 'fictional_singular'
  | 'primary_color'
  | 'domain_language'
>;

export interface LanderView {
  lander: LanderName;
  locale: Language;
  settings: LanderSettings;
  /** Real members as a visitor may see them, whose faces open the server page (none in the parcel). */
  people?: LanderMember[];
}

/** The site's mark, the app's logo's (the favicon drawing), and its size in CSS pixels. */
const SITE_MARK_URL = '/favicon.svg';
const MARK_SIZE = 32;
/** The thumbnails are 400 px squares. */
const THUMB_SIZE = 400;
/** How many faces the page shows: a row of three, as wide as the copy. */
export const FACES_SHOWN = 3;

/** Marks the elements behaviour attaches to (see behaviour.ts). */
export const SIGNUP_ATTRIBUTE = 'data-lpp-signup';
export const LOGIN_ATTRIBUTE = 'data-lpp-login';

/** `{{name}}` placeholders filled in (the result is escaped by the caller). */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A brand colour usable in a style attribute: '#rgb' or '#rrggbb', anything else is ignored. */
export function brandColor(value: string | null | undefined): string | null {
  return value && /^#(?:[0-9a-f]{3}){1,2}$/i.test(value) ? value : null;
}

const minimumAge = (settings: LanderSettings): number => settings.minimum_age || MINIMUM_AGE_DEFAULT;

/** The attributes of a page's outermost element: the remote, the lander, its language and brand colour. */
export function rootAttributes({ lander, locale, settings }: LanderView): string {
  const color = brandColor(settings.primary_color);
  return (
    `data-lander-remote="${REMOTE_NAME}" data-lander="${escapeHtml(lander)}" lang="${escapeHtml(locale)}"` +
    (color ? ` style="--lpp-accent:${color}"` : '')
  );
}

/** A word joined by hyphens ("Grown-up"): letters or digits on both sides of each one. */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/gu;

/**
 * Escaped text whose hyphenated words are kept whole on one line (a headline never splits "Grown-/up"), in
 * every language; the text itself stays what the translation wrote.
 */
export function keepHyphenatedWords(escaped: string): string {
  return escaped.replace(HYPHENATED, '<span class="lpp-whole">$1</span>');
}

/** The site's own word for a fictional profile where the page speaks the site's language, else ours. */
function fictionalLabel(view: LanderView, texts: LanderTexts): string {
  const own = view.settings.fictional_singular?.trim();
  const siteLanguage = view.settings.domain_language?.split(/[-_]/)[0]?.toLowerCase();
  if (own && siteLanguage === view.locale) return own.charAt(0).toLocaleUpperCase() + own.slice(1);
  return texts.people.fictional;
}

/**
 * Real members' faces in a row, each a link into the signup: sized before they arrive, the first fetched
 * first (the page's largest paint), the others once laid out. Fictional members are labelled on the photo.
 */
export function renderFaces(view: LanderView, texts: LanderTexts): string {
  const people = (view.people ?? []).filter((member) => member.photo).slice(0, FACES_SHOWN);
  if (people.length === 0) return '';
  const label = escapeHtml(fictionalLabel(view, texts));
  const faces = people.map((member, index) => {
    const words = { name: member.name, age: member.age };
    const first = index === 0;
    const photo = escapeHtml(member.photo!);
    const image =
      `<img src="${photo}" srcset="${photo} ${THUMB_SIZE}w" sizes="(min-width: 768px) 240px, 30vw" ` +
      `alt="${escapeHtml(fillIn(texts.people.photoAlt, words))}" width="${THUMB_SIZE}" height="${THUMB_SIZE}" ` +
      (first ? 'loading="eager" fetchpriority="high"' : 'loading="lazy" decoding="async"') +
      '>';
    return (
      `<li><a href="${PATHS.signup}" ${SIGNUP_ATTRIBUTE} aria-label="${escapeHtml(fillIn(texts.people.meet, words))}">` +
      image +
      (member.fictional ? `<span class="lpp-face-fictional">${label}</span>` : '') +
      `<span class="lpp-face-name">${escapeHtml(fillIn(texts.people.nameAge, words))}</span></a></li>`
    );
  });
  return `<ul class="lpp-faces" aria-label="${escapeHtml(texts.people.label)}">${faces.join('')}</ul>`;
}

/**
 * The lander itself: site name and kicker, headline, tagline, the signup call to action, the login link,
 * three points, the age notice and, where the site says its profiles are fictional, that disclosure.
 * `signup` is a button where a script opens the signup (the shell's modal), a link to the signup page
 * where the page must work before its script runs (the server page).
 */
export function renderLanderBody(view: LanderView, texts: LanderTexts, signup: 'button' | 'link'): string {
  const { settings } = view;
  const copy = texts.landers[view.lander];
  const site = escapeHtml(settings.name);
  const age = minimumAge(settings);
  const cta =
    signup === 'link'
      ? `<a class="lpp-cta" href="${PATHS.signup}" ${SIGNUP_ATTRIBUTE}>${escapeHtml(texts.signup)}</a>`
      : `<button type="button" class="lpp-cta" ${SIGNUP_ATTRIBUTE}>${escapeHtml(texts.signup)}</button>`;
  // The site's warning is written in the site's language; a lander in another one says it in its own words.
  const siteLanguage = settings.domain_language?.split(/[-_]/)[0]?.toLowerCase();
  const warning =
    !siteLanguage || siteLanguage === view.locale
      ? settings.fictional_warning
      : fillIn(texts.fictional, { site: settings.name });
  const fictional =
    settings.fictional_icon && settings.fictional_warning.trim() !== ''
      ? `<p class="lpp-fictional" role="note">${escapeHtml(warning)}</p>`
      : '';
  const points = texts.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('');
  return (
    `<section class="lpp-body">` +
    (signup === 'link' ? renderFaces(view, texts) : '') +
    `<p class="lpp-kicker"><span class="lpp-site">${site}</span><span>${escapeHtml(copy.kicker)}</span></p>` +
    `<h1 class="lpp-headline">${keepHyphenatedWords(escapeHtml(copy.headline))}</h1>` +
    `<p class="lpp-tagline">${escapeHtml(copy.tagline)}</p>` +
    `<p class="lpp-actions">${cta}</p>` +
    `<p class="lpp-login">${escapeHtml(texts.haveAccount)} ` +
    `<a href="${PATHS.login}" ${LOGIN_ATTRIBUTE}>${escapeHtml(texts.login)}</a></p>` +
    `<ol class="lpp-points" aria-label="${escapeHtml(fillIn(texts.pointsLabel, { site: settings.name }))}">${points}</ol>` +
    `<p class="lpp-age"><span class="lpp-age-badge" aria-hidden="true">${age}+</span>` +
    `<span>${escapeHtml(fillIn(texts.ageNotice, { age }))}</span></p>` +
    fictional +
    `</section>`
  );
}

/** The parcel's markup inside the shell's lander layout (which has its own logo bar and footer). */
export function renderParcel(view: LanderView, texts: LanderTexts): string {
  return `<div class="lpp" ${rootAttributes(view)}>${renderLanderBody(view, texts, 'button')}</div>`;
}

/**
 * The whole visible page of the server render, without the shell: a logo bar with the site's name and
 * Log in, the lander, and a footer with the site's pages.
 */
export function renderPage(view: LanderView, texts: LanderTexts): string {
  const footerLinks = (['terms', 'privacy', 'cookies', 'faq', 'service'] as const)
    .map((page) => `<li><a href="${PATHS[page]}">${escapeHtml(texts.footer[page])}</a></li>`)
    .join('');
  return (
    `<div class="lpp lpp-page" ${rootAttributes(view)}>` +
    `<header class="lpp-bar"><div class="lpp-row">` +
    // The app's logo: the site's mark beside its name.
    `<a class="lpp-logo" href="${PATHS.home}" data-site-logo><img src="${SITE_MARK_URL}" alt="" ` +
    `width="${MARK_SIZE}" height="${MARK_SIZE}" decoding="async" fetchpriority="low">` +
    `<span data-site-name>${escapeHtml(view.settings.name)}</span></a>` +
    `<a href="${PATHS.login}" ${LOGIN_ATTRIBUTE}>${escapeHtml(texts.login)}</a>` +
    `</div></header>` +
    `<main id="main-content">${renderLanderBody(view, texts, 'link')}</main>` +
    `<footer class="lpp-footer"><nav class="lpp-row" aria-label="${escapeHtml(texts.footer.label)}"><ul>${footerLinks}</ul></nav></footer>` +
    `</div>`
  );
}
