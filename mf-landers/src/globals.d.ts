// Replaced at build time by the shared webpack factory (DefinePlugin), and in tests by jest.base.cjs
// (the federation name from the package name, version '0.0.0-test').
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

// Files imported as webpack asset modules (type 'asset/resource' in shared-ui/build/webpack-config.mjs):
// the import is the emitted file's URL. In tests the shared file stub stands in.
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
