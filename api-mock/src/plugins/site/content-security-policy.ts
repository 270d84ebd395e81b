/**
 * The Content-Security-Policy of the site's HTML pages. Rules:
 * - scripts only from the site itself and from the origins the remotes manifest names (a remote deployed to
 *   a CDN is a script source); never inline script, never eval (production builds need neither);
 * - the same origins may be fetched (the federation runtime fetches each remote's mf-manifest.json);
 * - images from the site, from the site's cdn_prefix when it is on another origin, and data:/blob: URLs
 *   (placeholders and the preview of a photo chosen for upload);
 * - styles may be inline: styled-components injects its rules at run time into <style> elements;
 * - no plugins (object-src 'none'), no <base> (base-uri 'none'), forms post only to the site, and no other
 *   site may frame the pages (frame-ancestors 'none', the clickjacking guard).
 */

/** The origin of an absolute http(s) URL; null for a path on the site itself or anything else. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const originsOf = (urls: Iterable<string>): string[] =>
  [...new Set([...urls].map(originOf).filter((origin): origin is string => origin !== null))].sort();

export interface PolicySources {
  /** URLs of the deployed remotes (the values of the remotes manifest). */
  remoteUrls: Iterable<string>;
  /** URLs images may come from besides the site (the site's cdn_prefix). */
  imageUrls: Iterable<string>;
}

export function contentSecurityPolicy({ remoteUrls, imageUrls }: PolicySources): string {
  const remotes = originsOf(remoteUrls);
  const images = originsOf(imageUrls);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes],
    ['connect-src', "'self'", ...remotes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...images],
    ['font-src', "'self'", 'data:'],
    ['media-src', "'self'", ...images],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
