import { useEffect, useEffectEvent } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Left and right arrow keys anywhere on the page, while enabled. Keys meant for something else are left
 * alone: with a modifier, while typing, or inside a dialog (the match overlay has its own keys).
 */
export function useArrowKeys(handlers: { left: () => void; right: () => void }, enabled: boolean): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTyping(event.target)) return;
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      handlers.left();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      handlers.right();
    }
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
