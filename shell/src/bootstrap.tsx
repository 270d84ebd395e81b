import { createRoot } from 'react-dom/client';
import { createInstance } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';

const mf = createInstance({ name: 'shell', remotes: [{ name: 'mf_members', entry: '/remotes/mf-members/mf-manifest.json' }] });
const Members = lazy(async () => {
  const mod = await mf.loadRemote<{ MembersPage: () => JSX.Element }>('mf_members/routes');
  return { default: mod!.MembersPage };
});
createRoot(document.getElementById('root')!).render(<Suspense fallback="…"><Members /></Suspense>);
