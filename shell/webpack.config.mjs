import path from 'node:path';
import webpack from 'webpack';
import { createFederatedConfig } from 'shared-ui/webpack-config';
import { createServerEntryConfig } from 'shared-ui/lander-ssr-config';
import { createServiceWorkerConfig } from './service-worker.webpack.mjs';

const federated = createFederatedConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  port: 3000,
  host: true,
  // The server answers 404 for paths outside this table.
  emitFiles: { 'routes.json': 'src/app/routes/routes.json' },
  // `npm run dev`: where each remote's dev server listens (their own webpack configs name the same ports).
  devRemotes: { mf_members: 3001, mf_chat: 3002, mf_payments: 3003, mf_account: 3004, mf_landers: 3005 },
});
const serverEntry = createServerEntryConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  entry: './src/server/entry.tsx',
  after: 'shell',
});

/**
 * The "longest" pseudo-locale (src/app/pseudo-locale) is test instrumentation, like the kernel's singleton
 * probe: only the e2e build (SINGLETON_PROBE=1) compiles it in; every other build gets the module that
 * loads and shows the page's own language, whatever path imports it.
 * @param {import('webpack').Configuration} config
 * @returns {import('webpack').Configuration}
 */
function withoutPseudoLocale(config) {
  if (process.env.SINGLETON_PROBE === '1') return config;
  const folder = path.join(import.meta.dirname, 'src/app/pseudo-locale');
  const instrumentation = path.join(folder, 'index.ts').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const replacement = new webpack.NormalModuleReplacementPlugin(
    new RegExp(`^${instrumentation}$`),
    path.join(folder, 'disabled.ts'),
  );
  return { ...config, plugins: [...(config.plugins ?? []), replacement] };
}

// The browser build first (it cleans dist), then the server entry that draws the first paint of the
// shell's own pages for the API (dist/server/entry.cjs), and the service worker (dist/sw.js).
export default [
  (env, argv) => withoutPseudoLocale({ ...federated(env, argv), name: 'shell' }),
  (env, argv) => withoutPseudoLocale(serverEntry(env, argv)),
  // The push service worker, dist/sw.js: served at the site's root, outside module federation.
  createServiceWorkerConfig({ dirname: import.meta.dirname, after: 'shell' }),
];
