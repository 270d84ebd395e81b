import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'shared-ui/router';

/** How long a restored position waits for a page whose content (a remote's data) is still coming. */
export const RESTORE_PATIENCE_MS = 2_000;

/** How long a restored position must hold before the page counts as settled. */
const RESTORE_SETTLE_MS = 400;

/** The router's own index of the history entry: it grows on a new page, stays on a replace. */
function historyIndex(): number | null {
  // The server's drawing of the page has no history.
  if (typeof window === 'undefined') return null;
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/**
 * What a change of location asks of the scroll position. A page the member has been on before (its history
 * entry's key is known) is a step Back or Forward; a new key on the same history index only replaced the
 * address (a query parameter cleaned up, a redirect); any other is a new page, at its top or, for a link to
 * an anchor (`#section`), at that part.
 */
export function scrollAction(options: {
  known: boolean;
  previousIndex: number | null;
  index: number | null;
  hash: string;
}): 'restore' | 'top' | 'keep' | 'anchor' {
  if (options.known) return 'restore';
  if (options.index !== null && options.index === options.previousIndex) return 'keep';
  return options.hash ? 'anchor' : 'top';
}

/**
 * Scrolls back to the position `target` answers once the page is tall enough (null: not drawn yet): a
 * remote's page draws its content when its data arrives, a moment after the route. Gives up after
 * RESTORE_PATIENCE_MS, or as soon as the member scrolls. The restoring frames' own scroll events are not the
 * member's: only wheel, touch and keys stop it.
 */
function restore(target: () => number | null): () => void {
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  let heldSince: number | null = null;
  const attempt = () => {
    if (stopped) return;
    const now = performance.now();
    const top = target();
    if (top === null) {
      heldSince = null;
    } else if (Math.abs(window.scrollY - top) > 1) {
      window.scrollTo(0, top);
      heldSince = null;
    } else {
      heldSince ??= now;
    }
    // Done once the position has held while the page settles (content drawn above it moves it otherwise).
    if ((heldSince !== null && now - heldSince >= RESTORE_SETTLE_MS) || now - started > RESTORE_PATIENCE_MS) {
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  attempt();
  return stop;
}

/** Where the element a `#hash` names starts on the page; null while it is not drawn. */
function anchorTop(hash: string): number | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  const element = id ? document.getElementById(id) : null;
  if (!element) return null;
  const marginTop = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - marginTop);
}

/**
 * A new page starts at the top, or at the part its `#hash` names; Back and Forward return to where the member was on that page, across the
 * remotes' pages. The browser's own restoration is off: it would act before a remote's page has drawn.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const positions = useRef(new Map<string, number>());
  const previousIndex = useRef<number | null>(historyIndex());

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Where the member is on the current page, kept for a return to it. One listener for every page: it
  // writes to the page shown when the browser reports the scroll (not to one left a moment ago).
  const current = useRef<string | null>(null);
  useEffect(() => {
    const save = () => {
      if (current.current !== null) positions.current.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    const index = historyIndex();
    const saved = positions.current.get(location.key);
    const action = scrollAction({
      known: saved !== undefined,
      previousIndex: previousIndex.current,
      index,
      hash: location.hash,
    });
    previousIndex.current = index;
    current.current = location.key;
    if (action === 'top') window.scrollTo(0, 0);
    if (saved === undefined) positions.current.set(location.key, window.scrollY);
    if (action === 'restore') return restore(() => saved ?? 0);
    // The part a link names (the activation page's "add a photo") is drawn with the remote's data.
    if (action === 'anchor') return restore(() => anchorTop(location.hash));
    return undefined;
    // Once per page: a new location key is a new page (or a return to one).
  }, [location.key, location.hash]);
}
