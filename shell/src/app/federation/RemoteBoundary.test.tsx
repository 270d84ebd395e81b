import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { actAsync, Providers, renderAsync, renderRouteAsync, setupI18n } from '../../test/render';
import { RemoteBoundary } from './RemoteBoundary';
import { RemotePageSlot } from './RemotePageSlot';

beforeAll(() => setupI18n());
beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderBoundary(load: (options: { fresh: boolean }) => Promise<string>) {
  return renderAsync(
    <Providers store={createStore()}>
      <nav aria-label="Main">
        <a href="/members">Search members</a>
      </nav>
      <RemoteBoundary remote="mf_chat" load={load}>
        {(text) => <p>{text}</p>}
      </RemoteBoundary>
    </Providers>,
  );
}

it('shows the loaded content', async () => {
  await renderBoundary(async () => 'Conversations');
  expect(await screen.findByText('Conversations')).toBeInTheDocument();
});

it('shows the localized unavailable panel when the load fails, and Retry loads again', async () => {
  const user = userEvent.setup();
  const load = jest
    .fn<Promise<string>, [{ fresh: boolean }]>()
    .mockRejectedValueOnce(new Error('remote entry failed'))
    .mockResolvedValueOnce('Conversations');
  await renderBoundary(load);

  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('This part of the site is temporarily unavailable.');
  // The rest of the page keeps working.
  expect(screen.getByRole('link', { name: 'Search members' })).toBeInTheDocument();

  await actAsync(() => user.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('Conversations')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load.mock.calls).toEqual([[{ fresh: false }], [{ fresh: true }]]);
});

it('contains a remote that throws while rendering', async () => {
  const user = userEvent.setup();
  let broken = true;
  function Flaky({ text }: { text: string }) {
    if (broken) throw new Error('render crash');
    return <p>{text}</p>;
  }
  await renderAsync(
    <Providers store={createStore()}>
      <RemoteBoundary remote="mf_members" load={async () => 'Members'}>
        {(text) => <Flaky text={text} />}
      </RemoteBoundary>
    </Providers>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
  broken = false;
  await actAsync(() => user.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('Members')).toBeInTheDocument();
});

it('marks a feature page slot with the remote name and version', async () => {
  function Page() {
    return <h1>Likes</h1>;
  }
  await renderRouteAsync(
    <RemotePageSlot
      remote="mf_chat"
      page="likes"
      load={async () => ({ Component: Page, version: '1.4.2' })}
    />,
    { path: '/likes', name: 'likes' },
  );
  const heading = await screen.findByRole('heading', { name: 'Likes' });
  const slot = heading.closest('[data-remote]');
  expect(slot).toHaveAttribute('data-remote', 'mf_chat');
  expect(slot).toHaveAttribute('data-remote-version', '1.4.2');
});

it('shows the panel in a feature page slot whose remote is not in the manifest', async () => {
  await renderRouteAsync(<RemotePageSlot remote="mf_nowhere" page="likes" />, {
    path: '/likes',
    name: 'likes',
  });
  const panel = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(panel).toHaveTextContent('This part of the site is temporarily unavailable.');
  expect(panel.closest('[data-remote]')).toHaveAttribute('data-remote', 'mf_nowhere');
});

it("shows the page's skeleton, not a blank area, while a page's remote loads; the header stays", async () => {
  let finish: (page: { Component: () => ReactElement; version: string }) => void = () => undefined;
  const loading = new Promise<{ Component: () => ReactElement; version: string }>((resolve) => {
    finish = resolve;
  });
  await renderRouteAsync(
    <>
      <nav aria-label="Main">
        <a href="/members">Search members</a>
      </nav>
      <RemotePageSlot remote="mf_members" page="search" load={() => loading} />
    </>,
    { path: '/members', name: 'members' },
  );

  const skeleton = screen.getByRole('status', { name: 'Loading…' });
  expect(skeleton).toHaveAttribute('aria-busy', 'true');
  expect(skeleton.closest('[data-remote]')).toHaveAttribute('data-remote-state', 'loading');
  expect(screen.getByRole('link', { name: 'Search members' })).toBeInTheDocument();

  await actAsync(async () => finish({ Component: () => <h1>Search members</h1>, version: '1.0.0' }));
  expect(await screen.findByRole('heading', { name: 'Search members' })).toBeInTheDocument();
  expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
});
