/**
 * Matches URL paths against the shell's route table (react-router path syntax), so the server can answer
 * 404 for pages that do not exist: `/members/:id`, optional parts `/landers/video/:slug?`, optional static
 * segments `/foo?`, and a trailing splat `/*`. Like react-router, matching ignores case and a trailing slash.
 */

export type PathMatcher = (pathname: string) => boolean;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function compileRoutePattern(pattern: string): RegExp {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      continue;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const part = name.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(name)}`;
    source += optional ? `(?:${part})?` : part;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

/** One matcher for a whole route table. */
export function createPathMatcher(patterns: readonly string[]): PathMatcher {
  const compiled = patterns.map(compileRoutePattern);
  return (pathname) => {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // A malformed escape cannot match any route's static text; match the raw form.
    }
    return compiled.some((regexp) => regexp.test(decoded));
  };
}
