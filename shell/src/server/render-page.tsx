/**
 * The server render of a shell page as a logged-out visitor sees it: the composed site's router at the
 * requested path, inside the same providers as in the browser, with the page's styled-components CSS.
 */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStore } from 'jotai';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageRenderInput, PageRenderResult } from 'contract/lander-server';
import {
  createQueryClient,
  i18n,
  initI18n,
  LANGUAGES,
  localeAtom,
  PageStateProvider,
  parseRegistrations,
  settingsAtom,
  siteComposition,
  userAtom,
} from 'shared-ui/kernel';
import { AppProviders } from '../app/App';
import { Root } from '../app/Root';
import { brandFontStyleTag } from '../app/fonts/fonts';
import { buildRoutes, type PageOverride } from '../app/routes/buildRoutes';
import { composeDeployedSite } from '../app/routes/siteComposition';
import { EnteredOnServerProvider } from '../features/site-entry-warning';
import { HOME_PAGE, loadHomeState } from '../features/home';
import { loadShellBundle } from '../i18n/shellTranslations';

let translationsReady: Promise<void> | null = null;

/** Every language of the shell, once per process: each render then picks its own. */
function loadAllTranslations(): Promise<void> {
  translationsReady ??= (async () => {
    const bundles = await Promise.all(LANGUAGES.map((language) => loadShellBundle(language)));
    await initI18n('en');
    LANGUAGES.forEach((language, index) => {
      const bundle = bundles[index]!;
      i18n.addResourceBundle(language, 'common', bundle.common, true, true);
      i18n.addResourceBundle(language, 'shell', bundle.shell, true, true);
    });
  })();
  return translationsReady;
}

let composedFrom: unknown[] | null = null;

/**
 * The deployment's site, as boot composes it. Composed again only when the registrations changed (the server
 * hands the same objects until a deploy), so a render does not re-register every text.
 */
function composeSiteOf(raw: Record<string, unknown>): void {
  const values = Object.values(raw);
  if (
    composedFrom?.length === values.length &&
    composedFrom.every((value, index) => value === values[index])
  ) {
    return;
  }
  const registrations = parseRegistrations(raw);
  composeDeployedSite(
    Object.fromEntries(Object.keys(registrations).map((name) => [name, ''])),
    registrations,
  );
  composedFrom = values;
}

/**
 * A remote's page as its own server entry drew it, where the shell mounts that remote's page (the same
 * element as RemotePageSlot's, so the shell's drawing in the browser takes its place exactly).
 */
function remoteContent(content: { remote: string; html: string }, page: string): PageOverride {
  return (route) => {
    if (route.owner !== content.remote || !('page' in route.module) || route.module.page !== page)
      return null;
    const RemoteContent = () => (
      <div
        data-remote={content.remote}
        data-remote-page={page}
        dangerouslySetInnerHTML={{ __html: content.html }}
      />
    );
    return RemoteContent;
  };
}

export async function renderShellPage(input: PageRenderInput): Promise<PageRenderResult | null> {
  await loadAllTranslations();
  composeSiteOf(input.registrations);

  const store = createStore();
  store.set(settingsAtom, input.settings);
  store.set(userAtom, null);
  store.set(localeAtom, input.locale);
  const { content } = input;
  const handler = createStaticHandler(
    buildRoutes({
      table: siteComposition().routes,
      store,
      Root,
      pageOverride: content ? remoteContent(content, input.page) : undefined,
    }),
  );
  const context = await handler.query(new Request(`http://site${input.pathname}`));
  // A redirect or an error page is left to the browser.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The visitors' home is drawn with real members' faces: asked for here, handed to the page and to the
  // browser (the page state), so the shell's own drawing shows the same faces.
  const state = input.page === HOME_PAGE ? await loadHomeState(input.api) : undefined;
  // The site-entry warning is drawn where it applies, unless the visitor's cookie says they entered before.
  const page = (
    <EnteredOnServerProvider value={input.siteEntryEntered ?? false}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </EnteredOnServerProvider>
  );

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n.cloneInstance({ lng: input.locale })}>
          <AppProviders store={store} queryClient={createQueryClient()}>
            {state === undefined ? (
              page
            ) : (
              <PageStateProvider page={input.page} state={state}>
                {page}
              </PageStateProvider>
            )}
          </AppProviders>
        </I18nextProvider>,
      ),
    );
    return {
      html,
      head: brandFontStyleTag() + sheet.getStyleTags(),
      ...(state === undefined ? {} : { state }),
    };
  } finally {
    sheet.seal();
  }
}
