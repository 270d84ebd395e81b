import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestProviders, type TestStore } from 'shared-ui/testing';

/**
 * Mounts a page again in the store and server-state cache of an earlier render, as the shell does when
 * the member comes back to it: for state that must outlive the page (the member search).
 */
export function remountPage(
  page: ReactElement,
  { store, queryClient }: { store: TestStore; queryClient: QueryClient },
  { path, url = path }: { path: string; url?: string },
) {
  return render(
    <TestProviders store={store} queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}
