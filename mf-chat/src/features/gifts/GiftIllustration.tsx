import type { ChatGiftId } from 'shared-ui/kernel';
import { GIFT_DRAWINGS } from './illustrations';

export interface GiftIllustrationProps {
  gift: ChatGiftId;
  /** Width and height in CSS pixels. */
  size?: number;
  /**
   * The gift's name for screen readers, when the illustration stands alone (a gift message). Leave it out
   * where the name is written beside it: the drawing is then decorative.
   */
  label?: string;
  className?: string;
}

/** One of the gift drawings, as an inline SVG that scales cleanly. */
export function GiftIllustration({ gift, size = 64, label, className }: GiftIllustrationProps) {
  const Drawing = GIFT_DRAWINGS[gift];
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <Drawing />
    </svg>
  );
}
