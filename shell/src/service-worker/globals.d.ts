/** Injected by webpack's DefinePlugin (shell/webpack.config.mjs): the shell's build version. */
declare const __APP_VERSION__: string;
