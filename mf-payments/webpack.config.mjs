import { createFederatedConfig } from 'shared-ui/webpack-config';

export default createFederatedConfig({
  name: 'mf_payments',
  dirname: import.meta.dirname,
  port: 3003,
  exposes: { './routes': './src/app/routes.ts' },
});
