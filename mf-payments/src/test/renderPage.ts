import { createRenderPage } from 'shared-ui/testing';
import { namespace } from '../app/translations';
import en from '../i18n/en.json';

/** Renders one of this remote's pages as the shell does, with the remote's English texts. */
export const renderPage = createRenderPage(namespace, en);
