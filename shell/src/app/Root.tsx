import { Outlet, useNavigation } from 'react-router-dom';
import { LoadingBar } from 'shared-ui';
import { useSilentLogout, useTimeBonusOnLogin, useUserRefresh } from './session/useSession';
import {
  usePageHiddenBeacon,
  usePageTitle,
  useQueryParamCapture,
} from '../features/page-effects/usePageEffects';
import { LikePopup } from '../features/likes/LikePopup';
import { useLikesRefresh } from '../features/likes/useLikesRefresh';

/**
 * Everything that runs on every page, whatever the layout: session upkeep (user and likes), page effects,
 * the loading bar and the like popup.
 */
export function Root() {
  const navigation = useNavigation();
  useSilentLogout();
  useUserRefresh();
  useLikesRefresh();
  useTimeBonusOnLogin();
  usePageTitle();
  useQueryParamCapture();
  usePageHiddenBeacon();
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <Outlet />
      <LikePopup />
    </>
  );
}
