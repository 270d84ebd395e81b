// Replaced at build time by the shared webpack factory (DefinePlugin), and in tests by jest.base.cjs
// (the federation name from the package name, version '0.0.0-test').
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
