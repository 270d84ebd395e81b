import { BREAKPOINTS } from 'shared-ui/kernel';

/**
 * Desktop means at least the md breakpoint (768 px); below it is a smartphone, where the signup is a page
 * and the activation reminder may be a modal.
 */
export function isDesktopViewport(): boolean {
  return (
    window.matchMedia?.(`(min-width: ${BREAKPOINTS.md}px)`).matches ?? window.innerWidth >= BREAKPOINTS.md
  );
}
