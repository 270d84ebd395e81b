/** Injected by webpack's DefinePlugin (shared-ui/build/webpack-config.mjs). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

interface Navigator {
  /** iOS Safari's flag for a site launched from the home screen. */
  standalone?: boolean;
}
