import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '../../theme/media';
import { CloseIcon } from '../internal/CloseIcon';
import { tabbableElements } from '../internal/focusable';
import { withoutProps } from '../internal/forwardProps';
import { IconButton } from '../IconButton/IconButton';
import { useUiText } from '../i18n/uiText';
import { lockBodyScroll } from './scrollLock';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called when the user asks to close (close button, Escape, backdrop): the parent sets open=false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. confirm and cancel); they stay visible while the body scrolls. */
  footer?: ReactNode;
  /**
   * When false, backdrop clicks and Escape do nothing and there is no close button: for flows that
   * must not be lost midway, like a signup in progress.
   */
  dismissible?: boolean;
  size?: ModalSize;
  /** Keep the title for screen readers but do not show it (e.g. an image viewer). */
  hideTitle?: boolean;
  /** The element to focus when the dialog opens; by default the dialog itself, so reading starts at the title. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; defaults to the localized "Close". */
  closeLabel?: string;
  /** Id of an element that describes the dialog, for aria-describedby. */
  describedBy?: string;
  className?: string;
}

/** Open dialogs, innermost last: only the topmost one keeps focus. */
const openDialogs: HTMLElement[] = [];

const widths: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: stretch;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};

  ${media.sm} {
    align-items: center;
    padding: ${({ theme }) => theme.space.lg}px;
  }
`;

/* Full screen on phones (below 576 px); a centred card from there up. */
const Dialog = styled.div.withConfig(withoutProps('size'))<{ size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${media.sm} {
    width: 100%;
    max-width: ${({ size }) => widths[size]};
    height: auto;
    max-height: calc(100vh - ${({ theme }) => theme.space.xl * 2}px);
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  /* The dialog takes focus only so reading starts at its title; it is not a control, so no ring. */
  &:focus-visible {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.sm}px`};

  ${media.sm} {
    padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.sm}px`};
  }
`;

const Title = styled.h2.withConfig(withoutProps('srOnly'))<{ srOnly: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ srOnly }) =>
    srOnly &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;`}
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px ${theme.space.md}px`};

  ${media.sm} {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px ${theme.space.lg}px`};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${media.sm} {
    padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  }
`;

/**
 * An accessible modal dialog (WAI-ARIA dialog pattern): rendered into document.body, labelled by
 * its title, focus kept inside while open and given back to where it was on close, page scroll locked.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  size = 'md',
  hideTitle = false,
  initialFocusRef,
  closeLabel,
  describedBy,
  className,
}: Omit<ModalProps, 'open'>) {
  const text = useUiText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  const requestClose = () => {
    if (dismissible) onClose();
  };

  // Focus that escapes (a click outside, a screen reader's virtual cursor) is pulled back into the
  // topmost dialog; a dialog with another one open above it leaves focus to that one.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    openDialogs.push(dialog);
    const onFocusIn = (event: FocusEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.target instanceof Node && dialog.contains(event.target)) return;
      dialog.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
    };
  }, []);

  // Open: lock scroll, move focus in. Close (unmount): unlock, give focus back to the opener.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    return () => {
      unlock();
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial focus target is read once, on open
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbable = tabbableElements(dialogRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click counts as "on the backdrop" only if it also started there (not a text selection drag).
  const onBackdropMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) requestClose();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <Backdrop data-modal-backdrop="" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        size={size}
        className={className}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId} srOnly={hideTitle}>
            {title}
          </Title>
          {dismissible && (
            <IconButton variant="close" aria-label={closeLabel ?? text.close} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
}
