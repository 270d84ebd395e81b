// Standalone entry: the signup pages and every lander under their real paths (the shell never loads this file).
import { startStandalone } from 'shared-ui/standalone';
import { registration } from './app/register';
import { STANDALONE_LANDERS, STANDALONE_PAGES } from './app/standalone-routes';

void startStandalone({
  registration,
  routes: STANDALONE_PAGES,
  elements: STANDALONE_LANDERS,
});
