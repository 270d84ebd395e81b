import { boot } from './app/boot/boot';
import { recordAppSingletons } from 'shared-ui/singletons';
import { installBrandFonts } from './app/fonts/fonts';

recordAppSingletons('shell');
installBrandFonts();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void boot(container);
