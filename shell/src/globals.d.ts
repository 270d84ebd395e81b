/** Injected by webpack's DefinePlugin (shared-ui/build/webpack-config.mjs). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

interface Navigator {
  /** iOS Safari's flag for a site launched from the home screen. */
  standalone?: boolean;
}

// Font files imported as webpack asset modules (shared-ui/build/webpack-config.mjs): the import is the
// emitted file's URL. In tests the shared file stub stands in.
declare module '*.woff2' {
  const url: string;
  export default url;
}
