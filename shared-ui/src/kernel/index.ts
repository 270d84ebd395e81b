// The shared client kernel: API client, session state, locale rules, federation contracts.
// Constants are runtime values; the schemas stay on the server side of the bundle (types only here).
export * from 'contract/constants';
export type * from 'contract';
export * from '../ui-constants';
export * from './api/client';
export * from './api/request';
export * from './api/photos';
export * from './api/members';
export * from './api/catalog';
export * from './api/clientId';
export * from './session/atoms';
export * from './session/tracking';
export * from './session/fictional';
export * from './session/useOpenSignup';
export * from './session/likePopup';
export * from './session/purchaseReturn';
export * from './queries';
export * from './realtime';
export * from './online';
export * from './push';
export * from './federation/contract';
export * from './registration';
export * from './i18n/i18n';
export * from './page-state/pageState';
