import { createFederatedConfig } from 'shared-ui/webpack-config';
import { createLanderSsrConfigs } from 'shared-ui/lander-ssr-config';
import { registrationBuild, withPlugin } from 'shared-ui/registration-build';

const registration = registrationBuild(import.meta.dirname);

const federated = withPlugin(
  createFederatedConfig({
    name: 'mf_landers',
    dirname: import.meta.dirname,
    port: 3005,
    exposes: { './parcels': './src/app/parcels.ts', './register': registration.registerModule },
  }),
  registration.plugin,
);

// The browser build first (it cleans dist), then the lander page's server entry and browser script.
export default [
  (env, argv) => ({ ...federated(env, argv), name: 'mf_landers' }),
  ...createLanderSsrConfigs({
    name: 'mf_landers',
    dirname: import.meta.dirname,
    serverEntry: './src/features/lander-page/server-entry.tsx',
    clientEntry: './src/features/lander-page/client.tsx',
    after: 'mf_landers',
  }),
];
