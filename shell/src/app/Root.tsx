import { Outlet, useNavigation } from 'react-router-dom';
import { LoadingBar } from 'shared-ui';
import { useSilentLogout, useTimeBonusOnLogin, useUserRefresh } from './session/useSession';
import {
  usePageHiddenBeacon,
  usePageTitle,
  useQueryParamCapture,
} from '../features/page-effects/usePageEffects';

/** Everything that runs on every page, whatever the layout: session upkeep, page effects, loading bar. */
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
    </>
  );
}
