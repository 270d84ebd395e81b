import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { TOAST_MAX_WIDTH_PX } from '../../ui-constants';
import { media } from '../../theme/media';
import type { AlertTone } from '../Alert/Alert';
import { CloseIcon } from '../internal/CloseIcon';
import { withoutProps } from '../internal/forwardProps';
import { IconButton } from '../IconButton/IconButton';
import { useUiText } from '../i18n/uiText';

/** How long a toast stays when the user does nothing (it waits while hovered or focused). */
export const TOAST_DURATION_MS = 5_000;

export type ToastTone = AlertTone;

export interface ToastOptions {
  tone?: ToastTone;
  message: ReactNode;
  /** Overrides the 5 s display time; 0 keeps the toast until it is closed. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastItem extends Required<Omit<ToastOptions, 'message'>> {
  id: string;
  message: ReactNode;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Short confirmations ("Payment complete") from anywhere below the provider (mount one, in the shell). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the shell mounts one).');
  return api;
}

const Viewport = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  left: ${({ theme }) => theme.space.sm}px;
  right: ${({ theme }) => theme.space.sm}px;
  /* Above the phone tab bar while it is on screen (the shell sets --bottom-nav-height). */
  bottom: calc(var(--bottom-nav-height, 0px) + ${({ theme }) => theme.space.sm}px);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0 auto;
  max-width: ${TOAST_MAX_WIDTH_PX}px;
  pointer-events: none;

  ${media.sm} {
    left: auto;
    right: ${({ theme }) => theme.space.md}px;
    bottom: auto;
    top: ${({ theme }) => theme.space.md}px;
    width: ${TOAST_MAX_WIDTH_PX}px;
  }

  &:empty {
    display: none;
  }
`;

const Item = styled.div.withConfig(withoutProps('tone'))<{ tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  max-width: ${TOAST_MAX_WIDTH_PX}px;
  padding: ${({ theme }) => `${theme.space.md - 4}px ${theme.space.md}px`};
  border-left: 6px solid ${({ theme, tone }) => theme.tones[tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  overflow-wrap: anywhere;
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 2px;
`;

function Toast({
  item,
  onDismiss,
  dismissLabel,
}: {
  item: ToastItem;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}) {
  // The timer waits while the pointer is over the toast or focus is in it, so nobody loses a
  // message they are reading (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const dismissSelf = useEffectEvent(() => onDismiss(item.id));
  useEffect(() => {
    if (paused || item.durationMs <= 0) return;
    const timer = setTimeout(dismissSelf, item.durationMs);
    return () => clearTimeout(timer);
  }, [paused, item.durationMs]);

  return (
    <Item
      tone={item.tone}
      role={item.tone === 'danger' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Message>{item.message}</Message>
      <IconButton variant="close" aria-label={dismissLabel} onClick={() => onDismiss(item.id)}>
        <CloseIcon />
      </IconButton>
    </Item>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of each toast's close button; defaults to the localized "Dismiss notification". */
  dismissLabel?: string;
  /** Accessible name of the toast region; defaults to the localized "Notifications". */
  regionLabel?: string;
  /** Older toasts beyond this many are dropped so the stack never covers the page. */
  limit?: number;
}

/** Holds the toasts and renders them in a fixed region: top right from 576 px, bottom of the screen below. */
export function ToastProvider({ children, dismissLabel, regionLabel, limit = 4 }: ToastProviderProps) {
  const text = useUiText();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback(
    (id: string) => setItems((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const toast = useCallback(
    ({ tone = 'info', message, durationMs = TOAST_DURATION_MS }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setItems((current) => [...current, { id, tone, message, durationMs }].slice(-limit));
      return id;
    },
    [limit],
  );
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport aria-label={regionLabel ?? text.notifications}>
        {items.map((item) => (
          <Toast
            key={item.id}
            item={item}
            onDismiss={dismiss}
            dismissLabel={dismissLabel ?? text.dismissNotification}
          />
        ))}
      </Viewport>
    </ToastContext.Provider>
  );
}
