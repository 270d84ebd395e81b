import { Outlet, useNavigation } from 'shared-ui/router';
import { LoadingBar } from 'shared-ui';
import { useRealtime } from 'shared-ui/kernel';
import {
  useSilentLogout,
  useTimeBonusCountdown,
  useTimeBonusOnLogin,
  useUserRefresh,
} from './session/useSession';
import {
  useAppBadge,
  usePageHiddenBeacon,
  usePageTitle,
  useQueryParamCapture,
} from '../features/page-effects/usePageEffects';
import { LikePopupSlot } from '../features/likes/LikePopupSlot';
import { NewLikeToast } from '../features/likes/NewLikeToast';
import { useAccountLanguage } from './locale/useAccountLanguage';
import { useScrollRestoration } from './scroll/useScrollRestoration';
import { usePushWorker } from '../features/push/usePushWorker';
import { TimeBonusModal } from '../features/time-bonus/TimeBonusModal';

/**
 * Everything that runs on every page, whatever the layout: session upkeep (the user; the chat socket of a
 * logged-in member; the likes and conversations poll while the page title counts them), page effects, the
 * loading bar, the scroll position (top on a new page, restored on Back), the account's language, the like
 * popup's slot and the
 * time-bonus modal (its members area spans the default and the chat layouts).
 */
export function Root() {
  const navigation = useNavigation();
  useSilentLogout();
  useUserRefresh();
  useRealtime();
  useTimeBonusOnLogin();
  useTimeBonusCountdown();
  usePageTitle();
  useAppBadge();
  useQueryParamCapture();
  usePageHiddenBeacon();
  usePushWorker();
  useScrollRestoration();
  useAccountLanguage();
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <Outlet />
      <LikePopupSlot />
      <NewLikeToast />
      <TimeBonusModal />
    </>
  );
}
