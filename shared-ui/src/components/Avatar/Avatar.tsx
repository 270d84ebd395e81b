import { useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { withoutProps } from '../internal/forwardProps';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const pixels: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 48, lg: 72, xl: 120 };

/** Backgrounds for the initials fallback; each carries white text above 4.5:1 (see Avatar.test). */
export const AVATAR_BACKGROUNDS = [
  '#d13b15',
  '#1565c0',
  '#2e7d32',
  '#4b5563',
  '#6a1b9a',
  '#00695c',
  '#ad1457',
];

export type AvatarProps = {
  /** Photo URL; without it, or when it fails to load, the initials of `name` are shown. */
  src?: string | null;
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  size?: AvatarSize | number;
  /** When the name is already written next to the avatar, hide the avatar from assistive technology. */
  decorative?: boolean;
} & Omit<ComponentPropsWithRef<'span'>, 'children'>;

/** Up to two letters: first letters of the first and last word ('Anna Maria Berg' -> 'AB'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

function backgroundFor(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_BACKGROUNDS[hash % AVATAR_BACKGROUNDS.length] ?? AVATAR_BACKGROUNDS[0]!;
}

const Frame = styled.span.withConfig(withoutProps('px', 'background'))<{ px: number; background: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ px }) => px}px;
  height: ${({ px }) => px}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ background }) => background};
  color: #ffffff;
  font-size: ${({ px }) => Math.max(10, Math.round(px * 0.4))}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round profile picture, falling back to the person's initials. */
export function Avatar({ src, name, size = 'md', decorative = false, ...spanProps }: AvatarProps) {
  // Remember which URL failed rather than a flag, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = typeof size === 'number' ? size : pixels[size];
  const showImage = Boolean(src) && src !== failedSrc;

  if (showImage) {
    return (
      <Frame px={px} background="transparent" {...spanProps}>
        <img
          src={src ?? undefined}
          alt={decorative ? '' : name}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      </Frame>
    );
  }

  return (
    <Frame
      px={px}
      background={backgroundFor(name)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      {...spanProps}
    >
      {initialsOf(name)}
    </Frame>
  );
}
