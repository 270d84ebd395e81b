import { createFederatedConfig } from 'shared-ui/webpack-config';

export default createFederatedConfig({
  name: 'mf_account',
  dirname: import.meta.dirname,
  port: 3004,
  exposes: { './routes': './src/app/routes.ts' },
});
