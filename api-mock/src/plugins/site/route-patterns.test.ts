/** @jest-environment node */
import { createPathMatcher, matchRouteParams } from './route-patterns.js';

describe('createPathMatcher (react-router path syntax)', () => {
  const matches = createPathMatcher([
    '/',
    '/members/:id',
    '/members/:id/landing2/:slug?',
    '/credits/:id/:paymentmethod?',
    '/reset-password/do',
    '/docs/*',
    '/lang?/about',
  ]);

  it('matches the index only at the root', () => {
    expect(matches('/')).toBe(true);
    expect(matches('/nothing-here')).toBe(false);
  });

  it('matches dynamic segments with exactly one segment each', () => {
    expect(matches('/members/42')).toBe(true);
    expect(matches('/members/42/')).toBe(true);
    expect(matches('/members')).toBe(false);
    expect(matches('/members/42/extra')).toBe(false);
  });

  it('makes optional segments optional', () => {
    expect(matches('/members/42/landing2')).toBe(true);
    expect(matches('/members/42/landing2/summer')).toBe(true);
    expect(matches('/credits/7')).toBe(true);
    expect(matches('/credits/7/ideal')).toBe(true);
    expect(matches('/credits/7/ideal/more')).toBe(false);
    expect(matches('/about')).toBe(true);
    expect(matches('/lang/about')).toBe(true);
  });

  it('matches static paths case-insensitively and literally', () => {
    expect(matches('/Reset-Password/Do')).toBe(true);
    expect(matches('/reset-passwordXdo')).toBe(false);
  });

  it('lets a splat take the rest of the path', () => {
    expect(matches('/docs')).toBe(true);
    expect(matches('/docs/a/b/c')).toBe(true);
  });

  it('decodes escapes before matching and survives malformed ones', () => {
    expect(matches('/members/J%C3%BCrgen')).toBe(true);
    expect(matches('/members/%E0%A4%A')).toBe(true);
    expect(matches('/%E0%A4%A')).toBe(false);
  });
});

describe('matchRouteParams', () => {
  it('names the parameters of a matching path, optional ones undefined when absent', () => {
    expect(matchRouteParams('/members/:id/landing2/:slug?', '/members/7/landing2/eng')).toEqual({
      id: '7',
      slug: 'eng',
    });
    expect(matchRouteParams('/members/:id/landing2/:slug?', '/members/7/landing2/')).toEqual({
      id: '7',
      slug: undefined,
    });
    expect(matchRouteParams('/landers/adultonly', '/LANDERS/adultonly')).toEqual({});
  });

  it('answers null for a path the pattern does not match, and decodes values', () => {
    expect(matchRouteParams('/members/:id/landing', '/members/7/landing/x')).toBeNull();
    expect(matchRouteParams('/landers/video/:slug?', '/landers/video/summer%20nights')).toEqual({
      slug: 'summer nights',
    });
    expect(matchRouteParams('/landers/video/:slug?', '/landers/video/%E0%A4%A')).toEqual({
      slug: '%E0%A4%A',
    });
  });
});
