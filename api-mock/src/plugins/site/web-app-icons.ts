/**
 * The installed app's icons, drawn from the site's brand icon (site/favicon.ts: its initial on its primary
 * colour) and rasterized to PNG with sharp, offline: no external service, no image files to ship per site.
 * - `any` icons (192, 512): the favicon as it is, rounded corners and all;
 * - `maskable` (512): the colour fills the whole square and the letter stays inside the safe zone (the
 *   centred circle of 80 % the launcher keeps whatever mask it cuts);
 * - Apple's touch icon (180): a full square too (iOS rounds the corners itself and paints transparency black).
 * Made once per brand (colour and initial) and kept in memory with an ETag.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { themeColor } from './document.js';
import { brandIconSvg, faviconSvg, siteInitial } from './favicon.js';

export const WEB_APP_ICONS = {
  'icon-192.png': { size: 192, kind: 'any' },
  'icon-512.png': { size: 512, kind: 'any' },
  'maskable-512.png': { size: 512, kind: 'maskable' },
  'apple-touch-icon.png': { size: 180, kind: 'square' },
} as const;
export type WebAppIconName = keyof typeof WEB_APP_ICONS;
type IconKind = (typeof WEB_APP_ICONS)[WebAppIconName]['kind'];

export const isWebAppIconName = (name: string): name is WebAppIconName =>
  Object.prototype.hasOwnProperty.call(WEB_APP_ICONS, name);

/** Font size of the letter on the 64-unit canvas: smaller on a maskable icon, inside its safe zone. */
const LETTER_SIZE: Record<Exclude<IconKind, 'any'>, number> = { maskable: 28, square: 36 };

/** The brand icon drawn edge to edge (no rounded corners, no transparency). */
export function squareIconSvg(
  name: string,
  primaryColor: string | null,
  kind: 'maskable' | 'square',
): string {
  return brandIconSvg(name, primaryColor, { letterSize: LETTER_SIZE[kind], cornerRadius: 0 });
}

export interface WebAppIcon {
  png: Buffer;
  etag: string;
}

async function rasterize(svg: string, size: number): Promise<Buffer> {
  // A density high enough that the 64-unit drawing is rendered at the target size, not scaled up.
  const density = Math.ceil((72 * size) / 64);
  return sharp(Buffer.from(svg), { density }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** Icons kept at most (sites are few; the bound only guards against a flood of changing settings). */
const MAX_CACHED = 256;

/** Draws each site's icons once; concurrent first requests share one rendering. */
export function webAppIconCache(): (
  name: string,
  primaryColor: string | null,
  icon: WebAppIconName,
) => Promise<WebAppIcon> {
  const cache = new Map<string, Promise<WebAppIcon>>();
  return (name, primaryColor, icon) => {
    const key = `${themeColor(primaryColor)}\u0000${siteInitial(name)}\u0000${icon}`;
    let drawn = cache.get(key);
    if (!drawn) {
      const { size, kind } = WEB_APP_ICONS[icon];
      const svg = kind === 'any' ? faviconSvg(name, primaryColor) : squareIconSvg(name, primaryColor, kind);
      drawn = rasterize(svg, size).then((png) => ({
        png,
        etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`,
      }));
      // A failed rendering is not kept: the next request tries again.
      drawn.catch(() => cache.delete(key));
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, drawn);
    }
    return drawn;
  };
}
