import { createFederatedConfig } from 'shared-ui/webpack-config';

export default createFederatedConfig({
  name: 'mf_members',
  dirname: import.meta.dirname,
  port: 3001,
  exposes: { './routes': './src/app/routes.ts' },
});
