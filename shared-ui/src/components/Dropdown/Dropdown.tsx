import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { withoutProps } from '../internal/forwardProps';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  /**
   * Called when the item is chosen (click, Enter or Space). For an item with `href` it runs before
   * the browser follows the link; call event.preventDefault() to navigate client-side instead.
   */
  onSelect?: (event: ReactMouseEvent<HTMLElement>) => void;
  /** Renders the item as a link. */
  href?: string;
  disabled?: boolean;
  /** Destructive items (e.g. Logout is not, Delete account is) are drawn in the danger colour. */
  tone?: 'default' | 'danger';
  /** A link to the page on screen (aria-current="page"), drawn as chosen. */
  current?: boolean;
}

export interface DropdownProps {
  /** The trigger button's content, e.g. a thumbnail and a name. */
  label: ReactNode;
  items: DropdownItem[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  /** Where the menu opens: below the button, or above it (a button at the bottom of the screen). */
  placement?: 'below' | 'above';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Accessible name of the trigger when its content is not text (e.g. only an avatar). */
  'aria-label'?: string;
  className?: string;
  /** Called whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Caret = styled.span.withConfig(withoutProps('open'))<{ open: boolean }>`
  display: inline-block;
  width: 0;
  height: 0;
  border-left: 5px solid transparent;
  border-right: 5px solid transparent;
  border-top: 6px solid currentColor;
  transition: transform ${({ theme }) => theme.transitions.fast};
  transform: rotate(${({ open }) => (open ? '180deg' : '0deg')});
`;

const Menu = styled.ul.withConfig(withoutProps('align', 'placement'))<{
  align: 'start' | 'end';
  placement: 'below' | 'above';
}>`
  position: absolute;
  ${({ placement, theme }) =>
    placement === 'above'
      ? `bottom: calc(100% + ${theme.space.xs}px);`
      : `top: calc(100% + ${theme.space.xs}px);`}
  ${({ align }) => (align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 200px;
  max-width: calc(100vw - ${({ theme }) => theme.space.md}px);
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: inherit;
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const ItemButton = styled.button.withConfig(withoutProps('danger'))<{ danger: boolean }>`
  ${itemStyles}
  ${({ danger, theme }) => danger && `color: ${theme.tones.danger.onSubtle};`}
`;

const ItemLink = styled.a.withConfig(withoutProps('danger'))<{ danger: boolean }>`
  ${itemStyles}
  ${({ danger, theme }) => danger && `color: ${theme.tones.danger.onSubtle};`}
`;

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or the arrow keys open it, arrows,
 * Home and End move between items, a letter jumps to the next item starting with it, Escape closes
 * it and gives focus back to the button, Tab closes it and moves on.
 */
export function Dropdown({
  label,
  items,
  align = 'end',
  placement = 'below',
  variant = 'outline',
  size = 'md',
  'aria-label': ariaLabel,
  className,
  onOpenChange,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const buttonId = useId();
  const menuId = useId();

  const enabledIndexes = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  const setMenuOpen = (next: boolean, focusIndex = -1) => {
    setOpen(next);
    setActiveIndex(next ? focusIndex : -1);
    if (next !== open) onOpenChange?.(next);
  };

  const close = ({ returnFocus }: { returnFocus: boolean }) => {
    setMenuOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Roving focus: the active item holds DOM focus while the menu is open.
  useEffect(() => {
    if (open && activeIndex >= 0) itemRefs.current[activeIndex]?.focus();
  }, [open, activeIndex]);

  // A press anywhere outside closes the menu without stealing focus from where the user clicked.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpen(false);
        setActiveIndex(-1);
        onOpenChange?.(false);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, onOpenChange]);

  const first = enabledIndexes[0] ?? -1;
  const last = enabledIndexes[enabledIndexes.length - 1] ?? -1;
  const step = (from: number, direction: 1 | -1) => {
    if (enabledIndexes.length === 0) return -1;
    const position = enabledIndexes.indexOf(from);
    if (position === -1) return direction === 1 ? first : last;
    const next = (position + direction + enabledIndexes.length) % enabledIndexes.length;
    return enabledIndexes[next] ?? -1;
  };

  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as a native click, which opens the menu on the first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setMenuOpen(true, first);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setMenuOpen(true, last);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close({ returnFocus: true });
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((current) => step(current, 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((current) => step(current, -1));
        return;
      case 'Home':
        event.preventDefault();
        setActiveIndex(first);
        return;
      case 'End':
        event.preventDefault();
        setActiveIndex(last);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close({ returnFocus: true });
        return;
      case ' ':
        // Links only react to Enter natively; menu items take Space as well.
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault();
          event.target.click();
        }
        return;
      case 'Tab':
        // Focus goes back to the button first, so the browser's Tab moves on from there.
        close({ returnFocus: true });
        return;
      default:
        if (
          event.key.length === 1 &&
          /\S/.test(event.key) &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          const letter = event.key.toLocaleLowerCase();
          const position = enabledIndexes.indexOf(activeIndex);
          const ordered = [...enabledIndexes.slice(position + 1), ...enabledIndexes.slice(0, position + 1)];
          const match = ordered.find((index) =>
            (itemRefs.current[index]?.textContent ?? '').trim().toLocaleLowerCase().startsWith(letter),
          );
          if (match !== undefined) setActiveIndex(match);
        }
    }
  };

  const choose = (item: DropdownItem, event: ReactMouseEvent<HTMLElement>) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    item.onSelect?.(event);
    close({ returnFocus: !item.href });
  };

  return (
    <Root ref={rootRef} className={className}>
      <Button
        ref={buttonRef}
        id={buttonId}
        type="button"
        variant={variant}
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => (open ? close({ returnFocus: false }) : setMenuOpen(true, first))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <Caret open={open} aria-hidden="true" />
      </Button>
      <Menu
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        align={align}
        placement={placement}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => {
          const common = {
            role: 'menuitem',
            tabIndex: -1,
            danger: item.tone === 'danger',
            'aria-disabled': item.disabled || undefined,
            onClick: (event: ReactMouseEvent<HTMLElement>) => choose(item, event),
            onMouseEnter: () => !item.disabled && setActiveIndex(index),
          } as const;
          return (
            <li key={item.key} role="none">
              {item.href !== undefined ? (
                <ItemLink
                  {...common}
                  ref={(node: HTMLAnchorElement | null) => {
                    itemRefs.current[index] = node;
                  }}
                  href={item.disabled ? undefined : item.href}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.label}
                </ItemLink>
              ) : (
                <ItemButton
                  {...common}
                  type="button"
                  ref={(node: HTMLButtonElement | null) => {
                    itemRefs.current[index] = node;
                  }}
                >
                  {item.label}
                </ItemButton>
              )}
            </li>
          );
        })}
      </Menu>
    </Root>
  );
}
