import { act, screen } from '@testing-library/react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../../ui-constants';
import { renderWithTheme } from '../internal/render';
import { LOADING_BAR_FINISH_MS, LOADING_BAR_MAX_PROGRESS, LoadingBar, loadingProgress } from './LoadingBar';

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never appears for loads shorter than the 200 ms throttle', () => {
    const { rerender } = renderWithTheme(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 20));
    rerender(<LoadingBar active={false} />);
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('appears after the throttle and fills toward the end over 5 s', () => {
    renderWithTheme(<LoadingBar active aria-label="Loading page" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    act(() => jest.advanceTimersByTime(LOADING_BAR_DURATION_MS / 2));
    const halfway = Number(bar.getAttribute('aria-valuenow'));
    expect(halfway).toBeGreaterThan(50);
    expect(halfway).toBeLessThan(LOADING_BAR_MAX_PROGRESS);

    act(() => jest.advanceTimersByTime(LOADING_BAR_DURATION_MS));
    expect(bar).toHaveAttribute('aria-valuenow', String(LOADING_BAR_MAX_PROGRESS));
  });

  it('completes, then goes away, when loading ends', () => {
    const { rerender } = renderWithTheme(<LoadingBar active />);
    act(() => jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 1_000));
    rerender(<LoadingBar active={false} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('aria-valuenow', '100');
    act(() => jest.advanceTimersByTime(LOADING_BAR_FINISH_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('eases from 0 to its cap at the configured duration', () => {
    expect(loadingProgress(0)).toBe(0);
    expect(loadingProgress(LOADING_BAR_DURATION_MS)).toBe(LOADING_BAR_MAX_PROGRESS);
    expect(loadingProgress(LOADING_BAR_DURATION_MS * 3)).toBe(LOADING_BAR_MAX_PROGRESS);
    expect(loadingProgress(1_000)).toBeLessThan(loadingProgress(2_000));
  });
});
