import { Outlet, useNavigation } from 'shared-ui/router';
import { LoadingBar } from 'shared-ui';
import { useRealtime } from 'shared-ui/kernel';
import { useSilentLogout, useTimeBonusOnLogin, useUserRefresh } from './session/useSession';
import {
  useAppBadge,
  usePageHiddenBeacon,
  usePageTitle,
  useQueryParamCapture,
} from '../features/page-effects/usePageEffects';
import { LikePopupSlot } from '../features/likes/LikePopupSlot';

/**
 * Everything that runs on every page, whatever the layout: session upkeep (the user; the chat socket of a
 * logged-in member; the likes and conversations poll while the page title counts them), page effects, the
 * loading bar and the like popup's slot.
 */
export function Root() {
  const navigation = useNavigation();
  useSilentLogout();
  useUserRefresh();
  useRealtime();
  useTimeBonusOnLogin();
  usePageTitle();
  useAppBadge();
  useQueryParamCapture();
  usePageHiddenBeacon();
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <Outlet />
      <LikePopupSlot />
    </>
  );
}
