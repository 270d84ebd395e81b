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
  return compileWithNames(pattern).regexp;
}

/** The pattern as a regular expression whose groups are its parameters, named in order. */
function compileWithNames(pattern: string): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  const segments = pattern.split('/').filter((segment) => segment !== '');
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      continue;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    let part = `/${escapeRegExp(name)}`;
    if (name.startsWith(':')) {
      names.push(name.slice(1));
      part = '/([^/]+)';
    }
    source += optional ? `(?:${part})?` : part;
  }
  return { regexp: new RegExp(`^${source}/?$`, 'i'), names };
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot match any route's static text; match the raw form.
    return pathname;
  }
}

/** One matcher for a whole route table. */
export function createPathMatcher(patterns: readonly string[]): PathMatcher {
  const compiled = patterns.map(compileRoutePattern);
  return (pathname) => {
    const decoded = decodePath(pathname);
    return compiled.some((regexp) => regexp.test(decoded));
  };
}

/**
 * A route that exists only for some values, e.g. `/:token` only for invite codes that exist: `verify` names
 * the check the server runs for a path the pattern matches.
 */
export interface VerifiedRoute {
  path: string;
  verify: string;
}

/** The names of the checks whose routes match the path (a path may still need none of them). */
export function createVerifiedMatcher(routes: readonly VerifiedRoute[]): (pathname: string) => string[] {
  const compiled = routes.map((route) => ({ regexp: compileRoutePattern(route.path), verify: route.verify }));
  return (pathname) => {
    const decoded = decodePath(pathname);
    return compiled.filter(({ regexp }) => regexp.test(decoded)).map(({ verify }) => verify);
  };
}

/**
 * The route's parameters by name when the path matches the pattern (`/members/:id/landing2/:slug?` and
 * `/members/7/landing2/eng` give `{ id: '7', slug: 'eng' }`; an absent optional one is undefined), else null.
 * Values are decoded; a malformed escape leaves the raw text.
 */
export function matchRouteParams(
  pattern: string,
  pathname: string,
): Record<string, string | undefined> | null {
  const { regexp, names } = compileWithNames(pattern);
  const match = regexp.exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeSegment(match[index + 1])]));
}

function decodeSegment(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** react-router's ranking, simplified: static segments outweigh parameters, which outweigh a splat. */
export function routeScore(pattern: string): number {
  let score = 0;
  for (const segment of pattern.split('/').filter((part) => part !== '')) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += segment.endsWith('?') ? 2 : 3;
    else score += segment.endsWith('?') ? 9 : 10;
  }
  return score;
}

/** The page a path shows among pages with patterns (the most specific, as the router picks), with its parameters. */
export function findPage<T extends { pattern: string }>(
  pages: readonly T[],
  pathname: string,
): { page: T; params: Record<string, string | undefined> } | null {
  let best: { page: T; params: Record<string, string | undefined>; score: number } | null = null;
  for (const page of pages) {
    const params = matchRouteParams(page.pattern, pathname);
    const score = routeScore(page.pattern);
    if (params && (!best || score > best.score)) best = { page, params, score };
  }
  return best && { page: best.page, params: best.params };
}
