import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Providers, renderAsync, setupI18n } from '../../test/render';
import { FullPageSkeleton, PageSkeleton, skeletonShapeFor, skeletonShapeForPath } from './PageSkeleton';

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

describe('the shape of the page that loads', () => {
  it('is a grid of cards for the search and the likes, a profile for a member, a list for the chats', () => {
    expect(skeletonShapeFor('members')).toBe('grid');
    expect(skeletonShapeFor('likes')).toBe('grid');
    expect(skeletonShapeFor('members-id')).toBe('profile');
    expect(skeletonShapeFor('chats')).toBe('list');
    expect(skeletonShapeFor(undefined)).toBe('grid');
  });

  it('is known from the address before the router has matched it (the first paint)', () => {
    expect(skeletonShapeForPath('/members')).toBe('grid');
    expect(skeletonShapeForPath('/likes')).toBe('grid');
    expect(skeletonShapeForPath('/members/42')).toBe('profile');
    expect(skeletonShapeForPath('/chats')).toBe('list');
  });

  it('draws a profile outline with its photo and a list outline with its rows', async () => {
    await renderAsync(
      <Providers store={createStore()}>
        <PageSkeleton shape="profile" />
        <PageSkeleton shape="list" />
      </Providers>,
    );
    const [profile, list] = screen.getAllByRole('status', { name: 'Loading…' });
    expect(profile).toHaveAttribute('data-shape', 'profile');
    expect(list).toHaveAttribute('data-shape', 'list');
  });
});
