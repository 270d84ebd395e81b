import { createFederatedConfig } from 'shared-ui/webpack-config';

export default createFederatedConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  port: 3000,
  host: true,
  // The server answers 404 for paths outside this table.
  emitFiles: { 'routes.json': 'src/app/routes/routes.json' },
});
