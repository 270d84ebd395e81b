import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactRouter from 'react-router';
import * as ReactRouterDOM from 'react-router-dom';
import * as Jotai from 'jotai';
import * as StyledComponents from 'styled-components';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as SharedUI from 'shared-ui';
import * as SharedUIKernel from 'shared-ui/kernel';
import { recordSingletons } from 'shared-ui/kernel';

/** The shell's copies of the federation singletons, for the browser test that proves there is one of each. */
export function recordShellSingletons(): void {
  recordSingletons('shell', {
    react: React,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    'react-router': ReactRouter,
    'react-router-dom': ReactRouterDOM,
    jotai: Jotai,
    'styled-components': StyledComponents,
    i18next: I18next,
    'react-i18next': ReactI18next,
    'shared-ui': SharedUI,
    'shared-ui/kernel': SharedUIKernel,
  });
}
