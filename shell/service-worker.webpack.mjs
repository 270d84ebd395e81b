// @ts-check
/**
 * The build of the push service worker: one plain script, `dist/sw.js` (no content hash: browsers find a
 * worker by its URL, PUSH_SERVICE_WORKER_URL, and the API serves it with `no-cache`). A worker runs outside
 * module federation and outside the page, so it shares nothing with the shell's bundle.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { moduleRules } from 'shared-ui/webpack-config';

const require = createRequire(import.meta.url);

/**
 * @param {{ dirname: string, after: string }} options `after`: the config that cleans dist, built first.
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createServiceWorkerConfig({ dirname, after }) {
  const appVersion = process.env.APP_VERSION ?? require(path.join(dirname, 'package.json')).version;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'shell-service-worker',
      dependencies: [after],
      mode: production ? 'production' : 'development',
      context: dirname,
      target: ['webworker', 'es2020'],
      entry: { sw: './src/service-worker/sw.ts' },
      output: {
        path: path.join(dirname, process.env.OUT_DIR ?? 'dist'),
        filename: 'sw.js',
        clean: false,
      },
      resolve: {
        extensions: ['.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.js'] },
      },
      module: { rules: moduleRules(production) },
      // One file: a worker script cannot load chunks from a path the page chose.
      optimization: { splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
      devtool: false,
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        // The version names the worker's cache: a new build is a new worker, which drops the old cache.
        new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(appVersion) }),
      ],
    };
  };
}
