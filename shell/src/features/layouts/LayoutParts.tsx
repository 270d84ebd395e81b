import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * A full-height column so the footer sits at the bottom of short pages, leaving room at the bottom for the
 * phone tab bar while it is shown.
 */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  padding-bottom: var(--bottom-nav-height, 0px);
`;

export const Main = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  outline: none;
`;

/**
 * The default layout's page area, at least a screen tall: the footer starts below the first screen, so a page
 * whose content arrives shorter than its skeleton (a short list, an empty state) never pulls the footer up
 * into view after the first paint.
 */
export const ScreenTallMain = styled(Main)`
  min-height: 100vh;
`;

/**
 * Between the navigation and the page: the offline status and the one promo or ask of the page (the
 * activation reminder, the push ask, the welcome bonus or the profile tip: features/asks).
 */
export function WarningsHeader({ children }: { children?: ReactNode }) {
  return <div data-slot="warnings">{children}</div>;
}

const SkipAnchor = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm}px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &:focus {
    top: ${({ theme }) => theme.space.sm}px;
  }
`;

/** The first stop of the keyboard: past the navigation, straight to the page (#main-content). */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return <SkipAnchor href="#main-content">{t('nav.skipToContent')}</SkipAnchor>;
}
