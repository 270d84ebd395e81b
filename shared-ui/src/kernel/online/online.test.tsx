import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { isOffline, useOnline } from './online';

function setOnLine(value: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

function State() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

afterEach(() => jest.restoreAllMocks());

describe('online state', () => {
  it('follows the browser: the state at mount, then its offline and online events', () => {
    setOnLine(false);
    render(
      <Provider store={createStore()}>
        <State />
      </Provider>,
    );
    expect(screen.getByText('offline')).toBeInTheDocument();
    setOnLine(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('online')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('reads navigator.onLine', () => {
    setOnLine(false);
    expect(isOffline()).toBe(true);
    setOnLine(true);
    expect(isOffline()).toBe(false);
  });
});
