/**
 * The server render of a lander page: the whole page with its critical CSS, the render's state, and the
 * script that makes it interactive in the browser. Loaded by server-entry once the version's URL is set.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { LanderRenderInput, LanderRenderResult } from 'contract/lander-server';
import type { Language } from 'contract/constants';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import fr from '../../i18n/fr.json';
import it from '../../i18n/it.json';
import nl from '../../i18n/nl.json';
import pl from '../../i18n/pl.json';
import { LANDER_VARIANTS, loadLanderData, type LanderVariant } from '../landers';
import { landerFontFaces } from './brand-font';
import { LanderPage, type LanderPageState } from './LanderPage';
import { pageI18n } from './page-i18n';

/** The browser script's files, relative to the version's folder (set by the build). */
declare const __LANDER_CLIENT_SCRIPTS__: string[];

const BUNDLES: Record<Language, Record<string, unknown>> = { en, de, es, fr, it, nl, pl };

const isVariant = (parcel: string): parcel is LanderVariant =>
  (LANDER_VARIANTS as readonly string[]).includes(parcel);

export async function renderLanderPage(input: LanderRenderInput): Promise<LanderRenderResult | null> {
  if (!isVariant(input.parcel)) return null;
  const variant = input.parcel;
  const translations = BUNDLES[input.locale] ?? BUNDLES.en;
  const data = await loadLanderData(variant, input.params, input.api);
  const state: LanderPageState = {
    variant,
    settings: input.settings,
    locale: input.locale,
    params: input.params,
    data,
    translations,
  };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <LanderPage
          {...state}
          i18n={pageI18n(state.locale, translations)}
          navigate={() => undefined}
          openSignup={() => undefined}
        />,
      ),
    );
    return {
      html,
      head: landerFontFaces() + sheet.getStyleTags(),
      scripts: __LANDER_CLIENT_SCRIPTS__,
      state,
    };
  } finally {
    sheet.seal();
  }
}
