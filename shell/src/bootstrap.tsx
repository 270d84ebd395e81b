import { boot } from './app/boot/boot';
import { recordAppSingletons } from 'shared-ui/singletons';

recordAppSingletons('shell');
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void boot(container);
