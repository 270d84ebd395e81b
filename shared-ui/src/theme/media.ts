import { css, type CSSObject, type Interpolation, type RuleSet } from 'styled-components';
import { BREAKPOINTS } from '../ui-constants';

export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * A min-width media helper that works in both common styled-components styles:
 *
 *   ${media.md} { padding: 24px; }        // as the query itself
 *   ${media.md`padding: 24px;`}           // as a block wrapper
 *
 * styled-components calls a function interpolation with the props object, so the helper answers
 * that call with the query string and a template call with the wrapped rules.
 */
export interface MediaHelper {
  (first: TemplateStringsArray | CSSObject, ...interpolations: Interpolation<object>[]): RuleSet<object>;
  (executionContext: object): string;
  /** The full at-rule, e.g. '@media (min-width: 768px)'. */
  readonly query: string;
  /** The bare condition, e.g. '(min-width: 768px)', for window.matchMedia. */
  readonly condition: string;
  toString(): string;
}

function isTemplateCall(first: unknown): first is TemplateStringsArray {
  return Array.isArray(first) && 'raw' in first;
}

function isCssObject(first: unknown, interpolations: unknown[]): first is CSSObject {
  // A styled-components execution context always carries `theme`; a CSS object never needs one.
  return typeof first === 'object' && first !== null && !('theme' in first) && interpolations.length === 0;
}

function mediaHelper(condition: string): MediaHelper {
  const query = `@media ${condition}`;
  const helper = (first: unknown, ...interpolations: Interpolation<object>[]) => {
    if (isTemplateCall(first)) {
      return css`
        ${query} {
          ${css(first, ...interpolations)}
        }
      `;
    }
    if (isCssObject(first, interpolations)) {
      return css`
        ${query} {
          ${css(first)}
        }
      `;
    }
    return query;
  };
  return Object.assign(helper, { query, condition, toString: () => query }) as MediaHelper;
}

/** Mobile first: `media.sm` applies from 576 px up, `media.md` from 768, `media.lg` from 992, `media.xl` from 1200. */
export const media: Record<Breakpoint, MediaHelper> = {
  sm: mediaHelper(`(min-width: ${BREAKPOINTS.sm}px)`),
  md: mediaHelper(`(min-width: ${BREAKPOINTS.md}px)`),
  lg: mediaHelper(`(min-width: ${BREAKPOINTS.lg}px)`),
  xl: mediaHelper(`(min-width: ${BREAKPOINTS.xl}px)`),
};

/** Max-width counterparts for the rare rule that only applies below a breakpoint (e.g. below 576 px). */
export const mediaBelow: Record<Breakpoint, MediaHelper> = {
  sm: mediaHelper(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`),
  md: mediaHelper(`(max-width: ${BREAKPOINTS.md - 0.02}px)`),
  lg: mediaHelper(`(max-width: ${BREAKPOINTS.lg - 0.02}px)`),
  xl: mediaHelper(`(max-width: ${BREAKPOINTS.xl - 0.02}px)`),
};
