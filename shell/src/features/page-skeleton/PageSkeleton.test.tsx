import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Providers, renderAsync, setupI18n } from '../../test/render';
import { FullPageSkeleton, PageSkeleton } from './PageSkeleton';

beforeAll(() => setupI18n());

describe('the page skeleton', () => {
  it('is announced once as loading, its grey blocks hidden from assistive technology', async () => {
    await renderAsync(
      <Providers store={createStore()}>
        <PageSkeleton />
      </Providers>,
    );
    const skeleton = screen.getByRole('status', { name: 'Loading…' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('pulses only for people who do not ask for reduced motion', () => {
    const html = renderToString(
      <Providers store={createStore()}>
        <FullPageSkeleton />
      </Providers>,
    );
    const css =
      Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n') + html;
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?no-preference\)\s*\{[^}]*animation:/);
  });
});
