import { registration } from './register';

/** The standalone harness serves this remote's pages under the paths it registers for them. */
export const STANDALONE_ROUTES: ReadonlyArray<{ path: string; page: string }> =
  registration.data.pages.flatMap((page) =>
    page.parcel ? [] : [{ path: page.path, page: page.page ?? page.name }],
  );
