// The brand font's two subset files (latin, latin-ext), the ones the shell ships: imported for their
// content-hashed names only (the lander's builds do not emit them), which brandFontFacesTag points at the
// site root, where the shell serves them and the document preloads them.
import latinUrl from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2';
import latinExtUrl from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2';
import { brandFontFacesTag } from 'shared-ui/lander-page';

/** The @font-face rules of the lander page's head: the page paints in Nunito as the app does. */
export const landerFontFaces = (): string => brandFontFacesTag({ latin: latinUrl, latinExt: latinExtUrl });
