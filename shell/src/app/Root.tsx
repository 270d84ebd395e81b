import { Outlet, useNavigation } from 'shared-ui/router';
import { LoadingBar } from 'shared-ui';
import { useSilentLogout, useTimeBonusOnLogin, useUserRefresh } from './session/useSession';
import {
  usePageHiddenBeacon,
  usePageTitle,
  useQueryParamCapture,
} from '../features/page-effects/usePageEffects';
import { LikePopupSlot } from '../features/likes/LikePopupSlot';

/**
 * Everything that runs on every page, whatever the layout: session upkeep (the user; the likes poll while
 * the page title counts them), page effects, the loading bar and the like popup's slot.
 */
export function Root() {
  const navigation = useNavigation();
  useSilentLogout();
  useUserRefresh();
  useTimeBonusOnLogin();
  usePageTitle();
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
