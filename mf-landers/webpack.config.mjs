import { createFederatedConfig } from 'shared-ui/webpack-config';
import { registrationBuild, withPlugin } from 'shared-ui/registration-build';

const registration = registrationBuild(import.meta.dirname);

export default withPlugin(
  createFederatedConfig({
    name: 'mf_landers',
    dirname: import.meta.dirname,
    port: 3005,
    exposes: { './parcels': './src/app/parcels.ts', './register': registration.registerModule },
  }),
  registration.plugin,
);
