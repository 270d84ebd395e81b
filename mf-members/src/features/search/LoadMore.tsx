import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { namespace } from '../../app/translations';

/** How far ahead of the end of the list the next page is asked for, so it is there when the member arrives. */
const AHEAD = '0px 0px 600px 0px';

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.sm}px;
`;

export interface LoadMoreProps {
  /** A page is on its way: the button waits, the observer asks for nothing more. */
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The end of the loaded results: the next page comes by itself when the member scrolls near it (an
 * IntersectionObserver on this row), and the "Load more" button does the same for keyboards, screen
 * readers and browsers without the observer.
 */
export function LoadMore({ loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation(namespace);
  const rowRef = useRef<HTMLDivElement>(null);
  // One next page per render: a tap on the button scrolls the row into view, which also wakes the observer,
  // and both would ask for it before the render that says it is loading.
  const askedIn = useRef<object | null>(null);
  const thisRender = {};
  const askOnce = () => {
    if (askedIn.current === thisRender) return;
    askedIn.current = thisRender;
    onLoadMore();
  };
  const latest = useRef(askOnce);
  useEffect(() => {
    latest.current = askOnce;
  });
  // A page the member tapped for ends there: the focused button stays in view, and the next page waits for
  // the next tap or scroll rather than following by itself.
  const tapped = useRef(false);

  // A new observer after each page: it reports at once whether the row is still near (a short page), and
  // the next page follows without the member scrolling.
  useEffect(() => {
    const row = rowRef.current;
    if (loading || !row || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (tapped.current) {
          tapped.current = false;
          return;
        }
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latest.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(row);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <Row ref={rowRef}>
      <Button
        type="button"
        variant="outline"
        // Not disabled while loading: the button keeps the keyboard focus.
        onClick={() => {
          if (loading) return;
          tapped.current = true;
          askOnce();
        }}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
      >
        {loading ? t('search.loadingMore') : t('search.loadMore')}
      </Button>
    </Row>
  );
}
