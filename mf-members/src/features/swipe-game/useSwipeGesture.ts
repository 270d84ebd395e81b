import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** How far (px) a card must be dragged sideways to count as a decision; less springs back. */
export const SWIPE_DISTANCE = 96;
/** Movement (px) under which a press stays a tap, so the name link on the card still opens. */
const TAP_SLOP = 8;

export type SwipeDirection = 'left' | 'right';

/**
 * Dragging the card sideways with a finger, pen or mouse: past SWIPE_DISTANCE it is a pass (left) or a
 * like (right), anything shorter springs back. Vertical movement is left to the page (touch-action:
 * pan-y on the card), so the page still scrolls on a phone.
 */
export function useSwipeGesture(onSwipe: (direction: SwipeDirection) => void, enabled: boolean) {
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, decide: boolean) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    const distance = event.clientX - from.x;
    setOffset(0);
    if (decide && Math.abs(distance) >= SWIPE_DISTANCE) onSwipe(distance > 0 ? 'right' : 'left');
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (!enabled || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
        start.current = { pointerId: event.pointerId, x: event.clientX };
        dragged.current = false;
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const from = start.current;
        if (!from || from.pointerId !== event.pointerId) return;
        const distance = event.clientX - from.x;
        if (!dragged.current && Math.abs(distance) > TAP_SLOP) {
          dragged.current = true;
          // Keep receiving moves when the finger leaves the card.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        if (dragged.current) setOffset(distance);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
      /* A drag that started on the name link is a swipe, not a visit of the profile. */
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        if (!dragged.current) return;
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
