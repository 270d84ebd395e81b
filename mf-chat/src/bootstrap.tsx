// Standalone entry: the remote's own pages under their real paths (the shell never loads this file).
import { startStandalone } from 'shared-ui/standalone';
import { loadTranslations, namespace, pages } from './app/routes';
import { STANDALONE_ROUTES } from './app/standalone-routes';

void startStandalone({ namespace, loadTranslations, pages, routes: STANDALONE_ROUTES });
