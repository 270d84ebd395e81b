import { createFederatedConfig } from 'shared-ui/webpack-config';

export default createFederatedConfig({ name: 'shell', dirname: import.meta.dirname, port: 3000, host: true });
