import { createFederatedConfig } from 'shared-ui/webpack-config';

export default createFederatedConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  port: 3000,
  host: true,
  // The server answers 404 for paths outside this table.
  emitFiles: { 'routes.json': 'src/app/routes/routes.json' },
  // `npm run dev`: where each remote's dev server listens (their own webpack configs name the same ports).
  devRemotes: { mf_members: 3001, mf_chat: 3002, mf_payments: 3003, mf_account: 3004, mf_landers: 3005 },
});
