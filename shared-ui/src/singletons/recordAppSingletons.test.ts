import * as React from 'react';
import * as Jotai from 'jotai';
import * as SharedUiKernel from 'shared-ui/kernel';
import { recordAppSingletons } from './recordAppSingletons';

describe('recordAppSingletons', () => {
  afterEach(() => {
    delete window.__SINGLETON_PROBE__;
  });

  it('records, under the app name, the instance of every federation singleton the app received', () => {
    recordAppSingletons('mf_chat');
    const probe = window.__SINGLETON_PROBE__!;
    expect(Object.keys(probe).sort()).toEqual(
      [
        '@tanstack/react-query',
        'i18next',
        'jotai',
        'react',
        'react-dom',
        'react-dom/client',
        'react-i18next',
        'shared-ui',
        'shared-ui/kernel',
        'shared-ui/router',
        'styled-components',
      ].sort(),
    );
    for (const entries of Object.values(probe)) {
      expect(entries).toEqual([{ app: 'mf_chat', instance: expect.anything() }]);
    }
    // The very instances this module's importer gets: one React, one jotai, one kernel.
    expect(probe.react?.[0]?.instance).toBe(React.createElement);
    expect(probe.jotai?.[0]?.instance).toBe(Jotai.getDefaultStore());
    expect(probe['shared-ui/kernel']?.[0]?.instance).toBe(SharedUiKernel.api);
  });

  it('adds each app beside the others, so the browser test can compare them', () => {
    recordAppSingletons('shell');
    recordAppSingletons('mf_members');
    expect(window.__SINGLETON_PROBE__?.react?.map((entry) => entry.app)).toEqual(['shell', 'mf_members']);
  });
});
