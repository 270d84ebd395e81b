/**
 * Records the federation singletons an app received, for the browser test that proves each exists once
 * on the page. Deliberately a subpath of its own (shared-ui/singletons) that federation does not share:
 * every app's build compiles its own copy of this module, so the imports below are the instances that
 * app received through the share scope, exactly as if the app had imported them itself.
 *
 * Identity is taken from one stateful export per package rather than the module namespace: namespace
 * objects are wrappers the bundler builds per consumer (and trims to the exports it sees used), while two
 * copies of a package can never share these exports.
 */
import { createElement } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import styled from 'styled-components';
import i18next from 'i18next';
import { I18nContext } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { theme } from 'shared-ui';
import { api } from 'shared-ui/kernel';
import { RouterProvider } from 'shared-ui/router';
import { recordSingletons } from './probe';

/** Call once per page load, with the app's federation name (its __APP_NAME__). */
export function recordAppSingletons(app: string): void {
  recordSingletons(app, {
    react: createElement,
    'react-dom': createPortal,
    'react-dom/client': createRoot,
    jotai: getDefaultStore(),
    'styled-components': styled,
    i18next,
    'react-i18next': I18nContext,
    '@tanstack/react-query': QueryClientProvider,
    'shared-ui': theme,
    'shared-ui/kernel': api,
    'shared-ui/router': RouterProvider,
  });
}
