import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import { LoadMore } from './LoadMore';

/**
 * The browser's IntersectionObserver as far as the row needs it (jsdom has none): the test says when the
 * row comes near the screen, as scrolling would.
 */
class ScrollingObserver {
  static current: ScrollingObserver[] = [];
  private connected = true;
  constructor(private readonly report: IntersectionObserverCallback) {
    ScrollingObserver.current.push(this);
  }
  observe() {}
  disconnect() {
    this.connected = false;
  }
  /** The row is near the screen (or not), as the browser reports it to the live observers. */
  static scrolledNear(near: boolean) {
    for (const observer of ScrollingObserver.current.filter((candidate) => candidate.connected)) {
      observer.report(
        [{ isIntersecting: near } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

/** The results' end as the search page has it: asking for a page makes it load until it arrives. */
function Results({ onLoadMore }: { onLoadMore: () => void }) {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <LoadMore
        loading={loading}
        onLoadMore={() => {
          onLoadMore();
          setLoading(true);
        }}
      />
      <button type="button" onClick={() => setLoading(false)}>
        Page arrived
      </button>
    </>
  );
}

const realObserver = globalThis.IntersectionObserver;
beforeEach(() => {
  ScrollingObserver.current = [];
  globalThis.IntersectionObserver = ScrollingObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = realObserver;
});

describe('LoadMore', () => {
  it('asks for the next page when the member scrolls near the end, once per page', async () => {
    const onLoadMore = jest.fn();
    await renderPage(<Results onLoadMore={onLoadMore} />, { path: '/members' });
    act(() => ScrollingObserver.scrolledNear(false));
    expect(onLoadMore).not.toHaveBeenCalled();

    act(() => ScrollingObserver.scrolledNear(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // While that page loads, more scrolling asks for nothing more; the button says it is loading.
    act(() => ScrollingObserver.scrolledNear(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Loading more members…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    // The page arrived and the end is still near (a short page): the next one follows by itself.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page arrived' }));
    act(() => ScrollingObserver.scrolledNear(true));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('loads more from its button too, for the keyboard, and not twice while a page is loading', async () => {
    const onLoadMore = jest.fn();
    await renderPage(<Results onLoadMore={onLoadMore} />, { path: '/members' });
    const ui = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    await ui.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The button keeps the focus while it loads, and a second press waits for the page.
    expect(screen.getByRole('button', { name: 'Loading more members…' })).toHaveFocus();
    await ui.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks once when a tap on the button also brings the row into view', async () => {
    const onLoadMore = jest.fn();
    await renderPage(<Results onLoadMore={onLoadMore} />, { path: '/members' });
    // The tap scrolls the row into view: the observer reports it before the page says it is loading.
    act(() => {
      screen.getByRole('button', { name: 'Load more' }).click();
      ScrollingObserver.scrolledNear(true);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('ends a tapped page there: the next one waits for a scroll, not the row still in view', async () => {
    const onLoadMore = jest.fn();
    await renderPage(<Results onLoadMore={onLoadMore} />, { path: '/members' });
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Load more' }));
    await ui.click(screen.getByRole('button', { name: 'Page arrived' }));
    // The new observer's first report: the focused button is still in view.
    act(() => ScrollingObserver.scrolledNear(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The member scrolls on.
    act(() => ScrollingObserver.scrolledNear(true));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
