export { isOffline, onConnectivityChange, onlineAtom, useOnline } from './online';
