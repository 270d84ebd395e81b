/**
 * Records the shared singleton instances this remote received, once per page load whichever of its
 * modules ('./routes' or './parcels') the shell loads first. The browser test proves each exists once.
 */
import { recordAppSingletons } from 'shared-ui/singletons';

recordAppSingletons(__APP_NAME__);
