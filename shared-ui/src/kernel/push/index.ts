// This browser's push subscription: state, subscribe, unsubscribe, the login sync and the React hook.
export {
  base64UrlToBytes,
  isPushCapable,
  madeWithKey,
  pushState,
  registerPushWorker,
  subscribePush,
  syncPushOnLogin,
  unsubscribePush,
  type PushState,
} from './push';
export { usePush, type PushControls } from './usePush';
