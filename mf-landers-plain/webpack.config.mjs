// @ts-check
/**
 * Three builds, one dist folder (the deployed version's folder):
 * 1. the federated remote (`remoteEntry.js`, `mf-manifest.json`, `./parcels`, `registration.json`), made by
 *    the shared factory; it shares nothing (no React, no kernel: the landers are plain TypeScript);
 * 2. the server page's script `ssr/client.<hash>.js`, which attaches behaviour to that page;
 * 3. the server entry `server/entry.cjs` (Node, CommonJS), which the API loads to render a lander's page.
 */
import { createFederatedConfig } from 'shared-ui/webpack-config';
import { createLanderSsrConfigs } from 'shared-ui/lander-ssr-config';
import { EmitRegistrationPlugin } from 'shared-ui/registration-build';

const dirname = import.meta.dirname;
const NAME = 'mf_landers_plain';

const federated = createFederatedConfig({
  name: NAME,
  dirname,
  port: 3006,
  exposes: { './parcels': './src/parcels.ts' },
});

/** @param {unknown} env @param {{ mode?: string }} argv @returns {import('webpack').Configuration} */
const browserConfig = (env, argv) => {
  const config = federated(env, argv);
  return {
    ...config,
    name: NAME,
    plugins: [...(config.plugins ?? []), new EmitRegistrationPlugin(dirname, ['src/registration.json'])],
  };
};

export default [
  browserConfig,
  ...createLanderSsrConfigs({
    name: NAME,
    dirname,
    serverEntry: './src/server/entry.ts',
    clientEntry: './src/client/client.ts',
    after: NAME,
  }),
];
