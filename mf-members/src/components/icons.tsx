/**
 * The icons only this remote draws (the shared ones, e.g. CrossIcon and GiftIcon, come from shared-ui).
 * Each is decorative (aria-hidden): the text next to it, or the accessible name of its button, says what
 * it means. They take the current text colour and scale with the font.
 */
import { Icon, type IconProps } from 'shared-ui';

export function CameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </Icon>
  );
}

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </Icon>
  );
}

/** Theatre mask: marks profiles the operator runs (fictional). */
export function MaskIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h16v6a8 8 0 0 1-16 0z" />
      <path d="M8.5 10h1M14.5 10h1M9 15c1.8 1.3 4.2 1.3 6 0" />
    </Icon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h16v11H9l-5 4z" />
    </Icon>
  );
}

export function BlockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8" />
      <path d="M6.5 6.5l11 11" />
    </Icon>
  );
}
