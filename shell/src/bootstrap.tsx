import { boot } from './app/boot/boot';
import { recordShellSingletons } from './app/federation/singletons';

recordShellSingletons();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void boot(container);
