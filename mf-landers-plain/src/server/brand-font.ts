// The brand font's two subset files (latin, latin-ext), the ones the shell ships: imported for their
// content-hashed names only, which brandFontFacesTag points at the site root, where the shell serves them
// and the document preloads them. A small side-effect-free module of the kernel, no React.
import latinUrl from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2';
import latinExtUrl from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2';
import { brandFontFacesTag } from 'shared-ui/lander-page';

/** The @font-face rules of the server page's head: it paints in the site's font, as the app does. */
export const brandFontFaces = (): string => brandFontFacesTag({ latin: latinUrl, latinExt: latinExtUrl });
