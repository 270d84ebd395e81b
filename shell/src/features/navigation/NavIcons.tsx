import type { ReactElement } from 'react';
import { Icon, type IconProps } from 'shared-ui';
import type { NavIconName } from 'shared-ui/kernel';

/** The pictures of the navigation items, by the names registrations give (decorative: the label says it). */
const PATHS: Record<NavIconName | 'more', ReactElement> = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </>
  ),
  discover: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  match: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6 1.2 0 2.3.3 3.2.9" />
      <path d="M17.5 20.5l-3.2-3.1a2 2 0 012.9-2.8l.3.3.3-.3a2 2 0 012.9 2.8z" />
    </>
  ),
  swipe: (
    <>
      <rect x="7" y="3" width="11" height="15" rx="2" transform="rotate(12 12.5 10.5)" />
      <path d="M4 8v11a2 2 0 002 2h8" />
    </>
  ),
  messages: <path d="M4 5h16v11H9l-5 4z" />,
  likes: <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" />,
  credits: (
    <>
      <ellipse cx="12" cy="7" rx="7" ry="3" />
      <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
    </>
  ),
  premium: <path d="M12 3l2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1.5" />
      <circle cx="12" cy="12" r="1.5" />
      <circle cx="19" cy="12" r="1.5" />
    </>
  ),
};

export function NavIcon({ name, ...props }: IconProps & { name: NavIconName | 'more' }) {
  return <Icon {...props}>{PATHS[name]}</Icon>;
}
