import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signupRequestAtom } from 'shared-ui/kernel';
import { pathTo } from '../../app/routes/routeTable';
import { isDesktopViewport } from '../layouts/viewport';

/**
 * SPEC section 2: signup opens a modal on desktop and the signup page on smartphones. A member id
 * ties the signup to that member's profile (/members/:id/signup on smartphones).
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
      void navigate(
        options.memberId !== undefined
          ? pathTo('members-id-signup', { id: options.memberId })
          : pathTo('signup'),
      );
    },
    [navigate, requestSignup],
  );
}
