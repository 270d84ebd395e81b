import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../internal/render';
import { Countdown, formatCountdown } from './Countdown';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [5, '00:00:05'],
    [65, '00:01:05'],
    [14_400, '04:00:00'],
    [14_399, '03:59:59'],
    [360_000, '100:00:00'],
    [-3, '00:00:00'],
  ])('formats %i seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('Countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks down every second as hh:mm:ss', () => {
    renderWithTheme(<Countdown seconds={3_725} aria-label="Welcome bonus ends in" />);
    const timer = screen.getByRole('timer', { name: 'Welcome bonus ends in' });
    expect(timer).toHaveTextContent('01:02:05');
    act(() => jest.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('01:02:04');
    act(() => jest.advanceTimersByTime(65_000));
    expect(timer).toHaveTextContent('01:00:59');
    expect(timer).toHaveAttribute('dateTime', 'PT1H0M59S');
  });

  it('stops at zero and calls onDone once', () => {
    const onDone = jest.fn();
    renderWithTheme(<Countdown seconds={2} onDone={onDone} />);
    act(() => jest.advanceTimersByTime(1_000));
    expect(onDone).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    act(() => jest.advanceTimersByTime(5_000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it('is done at once when started at zero', () => {
    const onDone = jest.fn();
    renderWithTheme(<Countdown seconds={0} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('restarts from a new value', () => {
    const { rerender } = renderWithTheme(<Countdown seconds={10} />);
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:07');
    rerender(<Countdown seconds={100} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:40');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:39');
  });
});
