import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Language, Settings } from 'contract';
import { GlobalStyle, SiteThemeProvider } from 'shared-ui';
import { namespace } from '../../app/translations';
import { Lander, type LanderData, type LanderVariant } from '../landers';
import { LanderFrame } from './LanderFrame';

/** The login route of the site, where the lander's Log in leads. */
export const LOGIN_PATH = '/login';

/** What the server render hands the browser, so it renders the same page without asking again. */
export interface LanderPageState {
  variant: LanderVariant;
  settings: Settings;
  locale: Language;
  params: Record<string, string | undefined>;
  data: LanderData;
  /** The 'landers' bundle in the page's language. */
  translations: Record<string, unknown>;
}

export interface LanderPageProps extends Omit<LanderPageState, 'translations'> {
  i18n: I18n;
  navigate: (path: string) => void;
  openSignup: (options?: { memberId?: number }) => void;
}

/** A lander as a whole page (frame and lander), the same on the server and when made interactive. */
export function LanderPage({
  i18n,
  variant,
  settings,
  locale,
  params,
  data,
  navigate,
  openSignup,
}: LanderPageProps) {
  return (
    <I18nextProvider i18n={i18n} defaultNS={namespace}>
      <SiteThemeProvider brandColor={settings.primary_color}>
        <GlobalStyle />
        <LanderFrame settings={settings} locale={locale} loginHref={LOGIN_PATH}>
          <Lander
            variant={variant}
            settings={settings}
            locale={locale}
            params={params}
            data={data}
            loginHref={LOGIN_PATH}
            navigate={navigate}
            openSignup={openSignup}
          />
        </LanderFrame>
      </SiteThemeProvider>
    </I18nextProvider>
  );
}
