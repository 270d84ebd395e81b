// @ts-check
/**
 * The two extra builds of a lander remote that renders on the server (the contract's lander-server):
 * - the browser script of the server-rendered page, `ssr/client.<hash>.js` (and the chunks it loads later):
 *   a plain bundle outside module federation (the page runs without the shell);
 * - the server entry, `server/entry.cjs`: one CommonJS file for Node with everything it needs bundled (the
 *   deployed folder has no node_modules), read by the API from the deployed version. It knows the browser
 *   script's files as `__LANDER_CLIENT_SCRIPTS__` (paths relative to the version's folder).
 * They run after the federated build (which cleans dist), the client first, and emit the asset file
 * names the federated build does. The shell builds its own server entry (its pages' first paint) with
 * createServerEntryConfig alone.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { moduleRules } from './webpack-config.mjs';

const require = createRequire(import.meta.url);
const CLIENT_FOLDER = 'ssr';
const ASSET_NAME = 'assets/[name].[contenthash:8][ext]';

/**
 * The federated build already wrote the build's files (pictures, videos): these builds only need their
 * names, the same ones.
 * @param {import('webpack').RuleSetRule[]} rules
 */
function existingAssets(rules) {
  return rules.map((rule) =>
    rule.type === 'asset/resource' ? { ...rule, generator: { emit: false, filename: ASSET_NAME } } : rule,
  );
}

/** @param {string} dirname @param {{ mode?: string }} argv */
const commonOptions = (dirname, argv) => ({
  mode: /** @type {'production' | 'development'} */ (
    argv.mode === 'development' ? 'development' : 'production'
  ),
  context: dirname,
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  },
  performance: { hints: /** @type {false} */ (false) },
  devtool: /** @type {false} */ (false),
});

/**
 * A server entry (`server/entry.cjs`): one CommonJS file for Node with everything it needs bundled (a
 * deployed folder has no node_modules), built after the config named `after` (which cleans dist).
 * @param {{ name: string, dirname: string, entry: string, after: string, defines?: Record<string, unknown> }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createServerEntryConfig({ name, dirname, entry, after, defines = {} }) {
  const dist = path.join(dirname, process.env.OUT_DIR ?? 'dist');
  const appPackage = require(path.join(dirname, 'package.json'));
  const appVersion = process.env.APP_VERSION ?? appPackage.version;
  return (_env, argv) => ({
    ...commonOptions(dirname, argv),
    name: `${name}-server`,
    dependencies: [after],
    target: 'node20',
    entry: { entry },
    output: {
      path: path.join(dist, 'server'),
      filename: 'entry.cjs',
      library: { type: 'commonjs2' },
      // A lander's entry sets it per render to the deployed version's URL (__webpack_public_path__).
      publicPath: '',
      clean: false,
    },
    module: { rules: existingAssets(moduleRules(argv.mode !== 'development')) },
    // Readable stack traces in the API's log; browsers never download this file.
    optimization: { minimize: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(appVersion),
        'process.env.NODE_ENV': JSON.stringify(argv.mode === 'development' ? 'development' : 'production'),
        ...defines,
      }),
    ],
  });
}

/**
 * @param {{ name: string, dirname: string, serverEntry: string, clientEntry: string, after: string }} options
 *   `name` is the federation name, `after` the name of the federated config they follow.
 * @returns {((env: unknown, argv: { mode?: string }) => import('webpack').Configuration)[]}
 */
export function createLanderSsrConfigs({ name, dirname, serverEntry, clientEntry, after }) {
  const dist = path.join(dirname, process.env.OUT_DIR ?? 'dist');
  /** The client build's initial files, for the server build of the same run. */
  const client = { files: /** @type {string[]} */ ([]) };
  const clientName = `${name}-client`;

  return [
    (_env, argv) => ({
      ...commonOptions(dirname, argv),
      name: clientName,
      dependencies: [after],
      target: ['web', 'es2020'],
      entry: { client: clientEntry },
      module: { rules: existingAssets(moduleRules(argv.mode !== 'development')) },
      // Paths from the version's folder (`ssr/...`): the script sets the public path to that folder at run
      // time (`__webpack_public_path__`, from its own URL), as the server entry does, so the build's files
      // and the script's later chunks resolve alike on the server and in the browser.
      output: {
        path: dist,
        filename:
          argv.mode === 'development'
            ? `${CLIENT_FOLDER}/[name].js`
            : `${CLIENT_FOLDER}/[name].[contenthash:8].js`,
        chunkFilename: `${CLIENT_FOLDER}/[name].[contenthash:8].js`,
        publicPath: 'auto',
        clean: false,
      },
      optimization: { moduleIds: 'deterministic' },
      plugins: [
        {
          /** @param {import('webpack').Compiler} compiler */
          apply(compiler) {
            compiler.hooks.afterEmit.tap('RecordLanderClientFiles', (compilation) => {
              const files = [...(compilation.entrypoints.get('client')?.getFiles() ?? [])];
              client.files = files.filter((file) => file.endsWith('.js'));
            });
          },
        },
      ],
    }),
    createServerEntryConfig({
      name,
      dirname,
      entry: serverEntry,
      after: clientName,
      // Read when the server compiles, after the client build of the same run.
      defines: {
        __LANDER_CLIENT_SCRIPTS__: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(client.files),
          true,
        ),
      },
    }),
  ];
}
