import { useEffect, type RefObject } from 'react';

/** The problems a form shows, as marked for assistive technology: each one is announced as it appears. */
const PROBLEM = '[role="alert"]';

/**
 * Scrolls the first problem inside `container` into view each time `attempt` changes (a submit that failed).
 * A dialog's body and a long page both scroll: without this, a problem under the last field sits below the
 * fold or under a dialog's footer, and a member sees a button that seemingly does nothing.
 */
export function useRevealFirstProblem(container: RefObject<HTMLElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    const problem = container.current?.querySelector<HTMLElement>(PROBLEM);
    if (!problem) return;
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // Optional call: a DOM without layout (jsdom) has nothing to scroll.
    problem.scrollIntoView?.({ block: 'nearest', behavior: calm ? 'auto' : 'smooth' });
  }, [container, attempt]);
}
