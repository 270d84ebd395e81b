// Standalone entry: the remote's own pages under their real paths (the shell never loads this file).
import { startStandalone } from 'shared-ui/standalone';
import { registration } from './app/register';
import { STANDALONE_ROUTES } from './app/standalone-routes';

void startStandalone({
  registration,
  routes: STANDALONE_ROUTES,
});
