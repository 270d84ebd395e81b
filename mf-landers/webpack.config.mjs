import { createFederatedConfig } from 'shared-ui/webpack-config';

export default createFederatedConfig({
  name: 'mf_landers',
  dirname: import.meta.dirname,
  port: 3005,
  exposes: { './parcels': './src/app/parcels.ts', './routes': './src/app/routes.ts' },
});
