import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { addRegistrationMessages, findRoute, initI18n, i18n, type Language } from 'shared-ui/kernel';
import { repositoryRegistrations, TestProviders as Providers, type TestStore } from 'shared-ui/testing';
import en from '../i18n/en.json';

// The providers every app renders under and the fetch stub at the network edge are shared-ui's.
export { stubFetch } from 'shared-ui/testing';
export { Providers, type TestStore };

/** The real i18next instance with the shell's English texts, as the app initialises it. */
export async function setupI18n(language: Language = 'en'): Promise<void> {
  await initI18n(language, { en: { ...en } });
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // The labels and titles the registrations bring, as boot adds them.
  repositoryRegistrations().forEach(addRegistrationMessages);
}

/** Shows where the router is, so tests can assert redirects and URL clean-ups as a user would see them. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders an element as the page of a data-router route (hooks such as useMatches need one), with a
 * probe showing the current location.
 */
export type RouteOptions = {
  path?: string;
  url?: string;
  name?: string;
  store?: TestStore;
  routes?: RouteObject[];
};

export function renderRoute(element: ReactNode, options: RouteOptions = {}) {
  const { ui, router, store } = routeUi(element, options);
  return { ...render(ui), router, store };
}

/** renderRoute for pages that suspend (remote slots). */
export async function renderRouteAsync(element: ReactNode, options: RouteOptions = {}) {
  const { ui, router, store } = routeUi(element, options);
  return { ...(await renderAsync(ui)), router, store };
}

function routeUi(element: ReactNode, options: RouteOptions) {
  const { path = '/', url = path, name = 'index', store = createStore(), routes = [] } = options;
  const router = createMemoryRouter(
    [
      {
        path,
        handle: { name, layout: 'default', flags: findRoute(name)?.flags },
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      ...routes,
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const ui = (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
  return { ui, router, store };
}

/**
 * Renders inside an awaited act(): React 19 only resumes a component suspended on a promise (the
 * remote slots use `use()`) when the act scope around it is awaited.
 */
export async function renderAsync(ui: ReactNode) {
  let utils: ReturnType<typeof render> | undefined;
  await act(async () => {
    utils = render(ui);
  });
  return utils!;
}

/** Runs a user interaction that leads to suspending work inside an awaited act scope. */
export async function actAsync(interaction: () => Promise<unknown>): Promise<void> {
  await act(async () => {
    await interaction();
  });
}
