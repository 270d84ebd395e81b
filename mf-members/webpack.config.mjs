import { createFederatedConfig } from 'shared-ui/webpack-config';
import { registrationBuild, withPlugin } from 'shared-ui/registration-build';

const registration = registrationBuild(import.meta.dirname);

export default withPlugin(
  createFederatedConfig({
    name: 'mf_members',
    dirname: import.meta.dirname,
    port: 3001,
    exposes: { './register': registration.registerModule },
  }),
  registration.plugin,
);
