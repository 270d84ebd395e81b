import { createFederatedConfig } from 'shared-ui/webpack-config';

export default createFederatedConfig({
  name: 'mf_chat',
  dirname: import.meta.dirname,
  port: 3002,
  exposes: { './routes': './src/app/routes.ts' },
});
