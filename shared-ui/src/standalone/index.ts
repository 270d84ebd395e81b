// The standalone harness of a remote (its own dist/index.html and dev server); never loaded by the shell.
export { startStandalone, type StandaloneOptions } from './startStandalone';
