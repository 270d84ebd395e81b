import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'shared-ui/router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { likePopupRequestedAtom, settingsAtom, useAttentionCount } from 'shared-ui/kernel';
import { useRouteHandle, type RouteHandle } from '../../app/routes/useRouteName';
import {
  captureQueryParams,
  pageBounceLogging,
  pageHiddenBeaconUrl,
  persistCapturedParams,
} from './queryParams';
import { formatPageTitle, isVerifiedPage } from './pageTitle';

/** Acts on t, lb, api_signup_complete and the tracking parameters, then removes them without a reload. */
export function useQueryParamCapture(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const requestLikePopup = useSetAtom(likePopupRequestedAtom);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => {
    const captured = captureQueryParams(location.search);
    if (!captured.found) return;
    persistCapturedParams(captured);
    if (captured.likePopupDelaySeconds !== null) {
      timers.current.push(setTimeout(() => requestLikePopup(true), captured.likePopupDelaySeconds * 1000));
    }
    navigate(
      { pathname: location.pathname, search: captured.remaining, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate, requestLikePopup]);

  // The popup timer outlives the URL clean-up (which re-renders with a new location), not the app.
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
}

/**
 * The title key of a route: the one its registrant declared, else the shell's own (not found, error). A
 * route that is a page only for some values (the invite link /:token) has its title only for those: a
 * mistyped one-segment address is titled as the page not found it shows.
 */
export function titleKey(
  handle: RouteHandle,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  if (!isVerifiedPage(handle.verify, params)) return 'titles.not-found';
  return handle.title ?? `titles.${handle.name}`;
}

/**
 * `<page title> | <site>`, with the (unread + new likes) prefix; the page title comes from the route name.
 * The home page carries the site's own index_title instead, as its server document does.
 */
export function usePageTitle(): void {
  const { t } = useTranslation('shell');
  const handle = useRouteHandle();
  const params = useParams();
  const key = handle ? titleKey(handle, params) : null;
  const settings = useAtomValue(settingsAtom);
  const count = useAttentionCount();
  useEffect(() => {
    const indexTitle = handle?.name === 'index' ? (settings?.index_title.trim() ?? '') : '';
    if (indexTitle) {
      document.title = formatPageTitle({ pageTitle: indexTitle, siteName: '', count });
      return;
    }
    const pageTitle = key ? t(key, { defaultValue: '' }) : '';
    document.title = formatPageTitle({ pageTitle, siteName: settings?.name ?? '', count });
  }, [t, key, handle?.name, settings, count]);
}

/**
 * The installed app's icon badge shows the same count as the page title, where the browser offers it (the
 * Badging API); 0 clears it.
 */
export function useAppBadge(): void {
  const count = useAttentionCount();
  useEffect(() => {
    if (!('setAppBadge' in navigator)) return;
    const badged = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    // The browser may refuse (not installed, no permission): the badge is an extra, never an error.
    badged.catch(() => undefined);
  }, [count]);
}

/**
 * The page-hidden beacon (SPEC section 7): sent each time the page becomes hidden, as a beacon, which
 * survives the tab closing where a fetch would be cancelled. With page-bounce logging on for this tab (lb),
 * it names the tab's lb value and the page's path, so the site's operators see which visit bounced where.
 */
export function usePageHiddenBeacon(): void {
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'hidden') return;
      const url = pageHiddenBeaconUrl(pageBounceLogging(), window.location.pathname);
      navigator.sendBeacon?.(url, '{}');
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);
}
