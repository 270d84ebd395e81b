import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'shared-ui/router';
import { BREAKPOINTS } from '../../ui-constants';
import { signupRequestAtom } from './atoms';

/**
 * Desktop means at least the md breakpoint (768 px); below it is a smartphone, where the signup is a page
 * and the activation reminder may be a modal.
 */
export function isDesktopViewport(): boolean {
  return (
    window.matchMedia?.(`(min-width: ${BREAKPOINTS.md}px)`).matches ?? window.innerWidth >= BREAKPOINTS.md
  );
}

/**
 * Signup opens a modal on desktop (the shell's, through signupRequestAtom) and the signup
 * page on smartphones. A member id ties the signup to that member's profile (/members/:id/signup).
 */
export function useOpenSignup(): (options?: { memberId?: number }) => void {
  const requestSignup = useSetAtom(signupRequestAtom);
  const navigate = useNavigate();
  return useCallback(
    (options: { memberId?: number } = {}) => {
      if (isDesktopViewport()) {
        requestSignup(options);
        return;
      }
      void navigate(options.memberId !== undefined ? `/members/${options.memberId}/signup` : '/signup');
    },
    [navigate, requestSignup],
  );
}
