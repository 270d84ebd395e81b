// @ts-check
/**
 * The one webpack + Module Federation config factory of the front end.
 * The shell and every remote call it with a few lines; shared singletons are declared here once.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);

/** Packages that must exist exactly once in the browser, across the shell and every remote. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'jotai/utils',
  'styled-components',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'shared-ui',
  'shared-ui/kernel',
  // The router is shared through the kernel's module, not react-router-dom itself: see shared-ui/src/router.
  'shared-ui/router',
  'contract',
  'contract/constants',
];

/**
 * The kernel: the workspace packages whose version an app declares it needs (its package.json dependency
 * range). A remote whose range the shell's kernel does not satisfy is refused when it loads.
 */
export const KERNEL_PACKAGES = ['shared-ui', 'contract'];

/** @param {string} pkg */
const packageRoot = (pkg) => (pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]);

/** @param {string} pkg */
function versionOf(pkg) {
  return require(`${packageRoot(pkg)}/package.json`).version;
}

/**
 * Test-only: the browser test builds a remote that needs a kernel no shell provides (e.g. '^99.0.0'), to see
 * it refused. Normal builds never set it.
 */
const TEST_SHARED_UI_RANGE = process.env.E2E_SHARED_UI_RANGE;

/**
 * The version range of a shared package an app needs. A kernel package: the app's own dependency range
 * (required: an app says which kernel it was written for). A library: the installed version's caret range.
 * @param {string} pkg @param {{ name: string, dependencies?: Record<string, string> }} appPackage
 */
function requiredVersionOf(pkg, appPackage) {
  const root = packageRoot(pkg);
  if (!KERNEL_PACKAGES.includes(root)) return `^${versionOf(pkg)}`;
  if (root === 'shared-ui' && TEST_SHARED_UI_RANGE) return TEST_SHARED_UI_RANGE;
  const range = appPackage.dependencies?.[root];
  if (!range) {
    throw new Error(
      `${appPackage.name}: declare the ${root} version range it needs in package.json dependencies`,
    );
  }
  return range;
}

/**
 * The share config of every singleton for one app. Kernel packages are strict: the federation runtime refuses
 * a kernel outside the app's range instead of running the remote against it.
 * @param {{ name: string, dependencies?: Record<string, string> }} appPackage the app's package.json
 * @returns {Record<string, import('@module-federation/enhanced/webpack').moduleFederationPlugin.SharedConfig>}
 */
export function sharedSingletons(appPackage) {
  return Object.fromEntries(
    SINGLETONS.map((pkg) => [
      pkg,
      {
        singleton: true,
        requiredVersion: requiredVersionOf(pkg, appPackage),
        version: versionOf(pkg),
        strictVersion: KERNEL_PACKAGES.includes(packageRoot(pkg)),
      },
    ]),
  );
}

/**
 * The singleton probe (shared-ui/singletons) is test instrumentation: only a build with SINGLETON_PROBE=1 (the
 * e2e build) compiles it in; every other build gets the module that records nothing.
 * @returns {Record<string, string>}
 */
function singletonProbeAlias() {
  if (process.env.SINGLETON_PROBE === '1') return {};
  const disabled = path.join(
    path.dirname(new URL(import.meta.url).pathname),
    '../src/singletons/disabled.ts',
  );
  return { 'shared-ui/singletons$': disabled };
}

/** Copies small data files (e.g. the shell's route table for the server's 404 answers) into dist. */
class EmitFilesPlugin {
  /** @param {string} dirname @param {Record<string, string>} files */
  constructor(dirname, files) {
    this.dirname = dirname;
    this.files = files;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitFilesPlugin', stage: 0 }, () => {
        for (const [name, source] of Object.entries(this.files)) {
          const file = path.join(this.dirname, source);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}

/**
 * The federation runtime resolves its own chunk's file name while webpack is still hashing
 * (module-federation/core#5077, webpack 5.111): no content hash exists yet then. It only needs the
 * folder depth of the name, so it gets the unhashed name; the emitted file keeps its content hash.
 * @param {import('webpack').PathData} pathData
 */
function hashedUnlessHashing(pathData) {
  const hashes = /** @type {any} */ (pathData.chunk)?.contentHash;
  return hashes && hashes.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * How every build of the repository reads its sources: TypeScript and JSX through swc, pictures, fonts and
 * videos as files of the build.
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule[]}
 */
export function moduleRules(production) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2020',
          },
        },
      },
    },
    { test: /\.(png|jpe?g|webp|svg|gif|woff2?|webm|mp4)$/i, type: 'asset/resource' },
  ];
}

/**
 * @param {{
 *   name: string,               // federation name, e.g. 'mf_members'
 *   dirname: string,            // the app folder
 *   port: number,               // dev server port
 *   exposes?: Record<string, string>,
 *   host?: boolean,             // the shell: emits index.html at '/', no exposes
 *   title?: string,
 *   emitFiles?: Record<string, string>, // extra dist files: output name -> source path in the app
 *   devRemotes?: Record<string, number>, // host only: federation name -> dev server port, for `npm run dev`
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createFederatedConfig({
  name,
  dirname,
  port,
  exposes = {},
  host = false,
  title = name,
  emitFiles = {},
  devRemotes = {},
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const appPackage = require(path.join(dirname, 'package.json'));
    const appVersion = process.env.APP_VERSION ?? appPackage.version;
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, process.env.OUT_DIR ?? 'dist'),
        // Remotes are served from wherever the deployment puts them: the runtime derives the base from
        // the manifest URL. The shell owns the site root.
        publicPath: host ? '/' : 'auto',
        filename: production ? hashedUnlessHashing : '[name].js',
        chunkFilename: production ? hashedUnlessHashing : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The API contract is NodeNext TypeScript (imports end in .js) and is bundled from source.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: singletonProbeAlias(),
      },
      module: { rules: moduleRules(production) },
      plugins: [
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          __APP_VERSION__: JSON.stringify(appVersion),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // No remote URL is compiled in: the shell registers remotes from the deployment's manifest.
          remotes: {},
          shared: sharedSingletons(appPackage),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(path.dirname(new URL(import.meta.url).pathname), 'index.html'),
          title,
          // A remote's own page is its standalone harness; the shell's page is the site. The dev server
          // serves a remote at the root, so deep links need absolute script paths there; a built remote's
          // harness is served from its deployment folder and keeps relative ones.
          filename: 'index.html',
          publicPath: host || !production ? '/' : 'auto',
          chunks: ['main'],
        }),
        new EmitFilesPlugin(dirname, emitFiles),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: false },
        // In watch mode the deployment is the dev servers: the shell answers its remotes manifest itself,
        // pointing at each remote's dev server, and everything else of the API goes to the API.
        setupMiddlewares: (middlewares, devServer) => {
          if (host) {
            const manifest = Object.fromEntries(
              Object.entries(devRemotes).map(([remote, remotePort]) => [
                remote,
                `http://localhost:${remotePort}/mf-manifest.json`,
              ]),
            );
            devServer.app?.get('/remotes.json', (_request, response) => {
              response.json(manifest);
            });
            // ... and the registrations of those dev servers, as the API answers them for deployed remotes.
            devServer.app?.get('/registrations.json', (_request, response) => {
              void Promise.all(
                Object.entries(devRemotes).map(async ([remote, remotePort]) => {
                  const answer = await fetch(`http://localhost:${remotePort}/registration.json`).catch(
                    () => null,
                  );
                  return answer?.ok ? [[remote, await answer.json()]] : [];
                }),
              ).then((found) => response.json(Object.fromEntries(found.flat())));
            });
          }
          return middlewares;
        },
        proxy: [
          {
            context: host
              ? ['/api', '/uploads']
              : ['/api', '/remotes.json', '/registrations.json', '/uploads'],
            target: `http://127.0.0.1:${process.env.API_PORT ?? 8080}`,
            // The chat socket (/api/chat-socket) is a WebSocket: its upgrade is relayed too.
            ws: true,
            // Say the request was relayed: the dev server listens on every interface, and the API's
            // loopback-only pages (the mail outbox) must not open to whoever reaches it through here.
            xfwd: true,
          },
        ],
      },
    };
  };
}
