import type { ElementType } from 'react';
import styled from 'styled-components';

const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/* The mark keeps its square and never shrinks when a long name meets a narrow header. */
const Mark = styled.img`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Where the server draws the site's mark: the favicon (its initial and a heart on the brand colour). */
export const SITE_MARK_URL = '/favicon.svg';

/** The side of the mark, in CSS pixels: set on the image, so its box is there before the file. */
const MARK_SIZE = 32;

export type SiteLogoProps = { name: string } & (
  | { /** A plain link (a page drawn without the app's router). */ href: string; as?: never; to?: never }
  | { /** The app's router link. */ as: ElementType; to: string; href?: never }
);

/**
 * The site's logo, the same everywhere (the app's header, the landers' bar): the mark (the same drawing as
 * the favicon) and the site's name as the word mark, linking home. The mark is decoration: the name is the
 * link's accessible name.
 */
export function SiteLogo({ name, ...link }: SiteLogoProps) {
  return (
    <LogoLink {...link} data-site-logo="">
      {/* A small decoration: never ahead of what the page is about (a lander's first photo) on a slow line. */}
      <Mark
        src={SITE_MARK_URL}
        alt=""
        width={MARK_SIZE}
        height={MARK_SIZE}
        decoding="async"
        fetchPriority="low"
      />
      {/* Its own element, so a crowded header may keep the name for screen readers only. */}
      <span data-site-name="">{name}</span>
    </LogoLink>
  );
}
