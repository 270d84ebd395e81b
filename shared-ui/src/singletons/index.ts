// Compiled into each app separately (not a federation singleton): see recordAppSingletons.
export { recordAppSingletons } from './recordAppSingletons';
