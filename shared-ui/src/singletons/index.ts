// Compiled into each app separately (not a federation singleton): see recordAppSingletons. Only the e2e
// build (SINGLETON_PROBE=1) compiles this in; every other build gets ./disabled in its place.
export { recordAppSingletons } from './recordAppSingletons';
