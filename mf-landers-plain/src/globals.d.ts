// Replaced at build time by the shared webpack factory (DefinePlugin), and in tests by jest.base.cjs
// (the federation name from the package name, version '0.0.0-test').
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** The server page's script files, relative to the version folder (`ssr/client.<hash>.js`), set by the build. */
declare const __LANDER_CLIENT_SCRIPTS__: string[];
/** Files imported as webpack asset modules: the import is the emitted file's URL (a stub in tests). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
