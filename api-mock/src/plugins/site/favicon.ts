/**
 * Each site's icon (`/favicon.svg`): the site's initial and a heart on its primary colour, drawn by the server as a
 * small SVG (no external assets, no fonts to load: the browser's sans-serif draws the letter). Made once
 * per name and colour, with an ETag so browsers revalidate cheaply.
 */
import { createHash } from 'node:crypto';
import { escapeHtml, themeColor } from './document.js';

export interface Favicon {
  svg: string;
  etag: string;
}

/** The first letter or digit of the site's name, upper-cased; empty when it has none. */
export function siteInitial(name: string): string {
  const initial = /[\p{L}\p{N}]/u.exec(name.normalize('NFC'))?.[0] ?? '';
  return initial.toLocaleUpperCase();
}

/** #rgb or #rrggbb(aa) as [r, g, b] in 0..255; null for any other notation. */
function hexChannels(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (!hex) return null;
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** White on the colour, unless dark text reads better on it (a pale brand colour). */
export function letterColor(background: string): string {
  const channels = hexChannels(background);
  if (!channels) return '#ffffff';
  const light = luminance(channels);
  const onWhite = 1.05 / (light + 0.05);
  const onDark = (light + 0.05) / (0.0137 + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#1a1a1a';
}

/** How the brand icon is cut: the letter's size on the 64-unit canvas and the corners' radius (0: square). */
export interface BrandIconShape {
  letterSize: number;
  cornerRadius: number;
}

/** The favicon's shape: a rounded tile with a large letter. */
const FAVICON_SHAPE: BrandIconShape = { letterSize: 40, cornerRadius: 14 };

/** A heart of about 2 × 1.8 units centred on 0,0, scaled and placed by a transform. */
const HEART_PATH =
  'M0 0.8C-0.35 0.5-1 0.05-1-0.4C-1-0.8-0.7-1-0.45-1C-0.25-1-0.08-0.88 0-0.7C0.08-0.88 0.25-1 0.45-1' +
  'C0.7-1 1-0.8 1-0.4C1 0.05 0.35 0.5 0 0.8Z';

function heart(x: number, y: number, scale: number, fill: string): string {
  const at = (value: number) => Number(value.toFixed(2));
  return `<path transform="translate(${at(x)} ${at(y)}) scale(${at(scale)})" d="${HEART_PATH}" fill="${fill}"/>`;
}

/**
 * The brand mark: the site's initial with a small heart at its shoulder, on the site's primary colour, in
 * the given shape (a name without a letter gets a large heart alone). The one drawing behind the favicon,
 * the installed app's icons and the mark beside the site's name in the header (which shows /favicon.svg).
 */
export function brandIconSvg(name: string, primaryColor: string | null, shape: BrandIconShape): string {
  const background = themeColor(primaryColor);
  const initial = siteInitial(name);
  const ink = letterColor(background);
  const size = shape.letterSize;
  const mark = initial
    ? `<text x="${Number((32 - size * 0.08).toFixed(2))}" y="33" text-anchor="middle" dominant-baseline="central" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${size}" font-weight="700" fill="${ink}">${escapeHtml(initial)}</text>` +
      heart(32 + size * 0.36, 33 - size * 0.36, size * 0.15, ink)
    : heart(32, 33, size * 0.45, ink);
  const corners = shape.cornerRadius > 0 ? ` rx="${shape.cornerRadius}"` : '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<rect width="64" height="64"${corners} fill="${escapeHtml(background)}"/>${mark}</svg>`
  );
}

export function faviconSvg(name: string, primaryColor: string | null): string {
  return brandIconSvg(name, primaryColor, FAVICON_SHAPE);
}

/** Icons kept at most; sites are few, the bound only guards against a flood of changing settings. */
const MAX_CACHED = 256;

/** Makes each site's icon once. */
export function faviconCache(): (name: string, primaryColor: string | null) => Favicon {
  const cache = new Map<string, Favicon>();
  return (name, primaryColor) => {
    const key = `${themeColor(primaryColor)}\u0000${siteInitial(name)}`;
    let icon = cache.get(key);
    if (!icon) {
      const svg = faviconSvg(name, primaryColor);
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
      icon = { svg, etag };
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, icon);
    }
    return icon;
  };
}
