import { useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_TTL_MS, sendTyping } from 'shared-ui/kernel';

/**
 * Whether the other member is typing: shown on their typing signal, hidden CHAT_TYPING_TTL_MS after the
 * last one, or at once when their message arrives (`stop`).
 */
export function useTypingIndicator() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), CHAT_TYPING_TTL_MS);
  };
  const stop = () => {
    clearTimeout(timer.current);
    setTyping(false);
  };
  return { typing, start, stop };
}

/** Tells the other member the member is typing (the kernel sends it at most once per throttle interval). */
export function typingSignal(conversation: number | null): () => void {
  return () => {
    if (conversation !== null) sendTyping(conversation);
  };
}
