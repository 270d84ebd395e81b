/**
 * The server drawing of this remote's pages that the server draws besides landers: the member signup, as
 * a visitor first sees it (the member, the first step of the signup), inside the providers the shell gives
 * a remote page. The shell's entry puts it into its layout; in the browser the shell takes the page over
 * and draws the same, reading the member back from the page state.
 */
import { Provider as JotaiProvider, createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { Language } from 'contract/constants';
import type { PageRenderInput, PageRenderResult } from 'contract/lander-server';
import { SiteThemeProvider, parseRouteId } from 'shared-ui';
import {
  ID_MAX,
  PageStateProvider,
  composeSite,
  localeAtom,
  parseRegistrations,
  setSiteComposition,
  settingsAtom,
  userAtom,
} from 'shared-ui/kernel';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import fr from '../i18n/fr.json';
import it from '../i18n/it.json';
import nl from '../i18n/nl.json';
import pl from '../i18n/pl.json';
import { pageI18n } from '../features/lander-page/page-i18n';
import { isLanderMember } from '../features/landers';
import MemberSignupPage from '../features/signup/MemberSignupPage';
import { MEMBER_SIGNUP_PAGE, type MemberSignupState } from '../features/signup/SignupMember';
import registration from '../app/registration.json';

const BUNDLES: Record<Language, Record<string, unknown>> = { en, de, es, fr, it, nl, pl };

/** The route of a page of this remote's registration, by its page module. */
const pathOf = (page: string) => registration.pages.find((entry) => entry.name === page)?.path;

let composedFrom: unknown[] | null = null;

/** The deployed site for the page's links; composed again only when the registrations changed. */
function composeSiteOf(raw: Record<string, unknown>): void {
  const values = Object.values(raw);
  if (
    composedFrom?.length === values.length &&
    composedFrom.every((value, index) => value === values[index])
  ) {
    return;
  }
  setSiteComposition(composeSite(Object.values(parseRegistrations(raw))));
  composedFrom = values;
}

async function memberOf(input: PageRenderInput, id: number | undefined) {
  if (id === undefined || id > ID_MAX) return null;
  try {
    const answer = (await input.api(`/api/lander-member.php?id=${id}`)) as { member?: unknown };
    return isLanderMember(answer.member) ? answer.member : null;
  } catch {
    return null;
  }
}

export async function renderRemotePage(input: PageRenderInput): Promise<PageRenderResult | null> {
  const path = pathOf(input.page);
  if (input.page !== MEMBER_SIGNUP_PAGE || !path) return null;
  const memberId = parseRouteId(input.params.id) ?? undefined;
  const state: MemberSignupState | null =
    memberId === undefined ? null : { memberId, member: await memberOf(input, memberId) };

  // The links of the page (Log in) resolve against the deployed site, as in the browser.
  composeSiteOf(input.registrations);
  const store = createStore();
  store.set(settingsAtom, input.settings);
  store.set(userAtom, null);
  store.set(localeAtom, input.locale);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={pageI18n(input.locale, BUNDLES[input.locale] ?? BUNDLES.en)}>
          <JotaiProvider store={store}>
            <SiteThemeProvider brandColor={input.settings.primary_color}>
              <PageStateProvider page={input.page} state={state}>
                <MemoryRouter initialEntries={[input.pathname]}>
                  <Routes>
                    <Route path={path} element={<MemberSignupPage />} />
                  </Routes>
                </MemoryRouter>
              </PageStateProvider>
            </SiteThemeProvider>
          </JotaiProvider>
        </I18nextProvider>,
      ),
    );
    return { html, head: sheet.getStyleTags(), state };
  } finally {
    sheet.seal();
  }
}
