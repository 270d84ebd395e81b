import { act, screen } from '@testing-library/react';
import { renderRoute, setupI18n } from '../../test/render';
import { OfflineBanner } from './OfflineBanner';

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

beforeAll(() => setupI18n('en'));
afterEach(() => jest.restoreAllMocks());

describe('offline banner', () => {
  it('says so politely while the browser is offline and goes when it is back', () => {
    renderRoute(<OfflineBanner />);
    const region = screen.getByTestId('offline-banner');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    goOffline(true);
    expect(region).toHaveTextContent(
      "You're offline. Anything you type stays here until you're back online.",
    );

    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows at once when the page opens offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(/You're offline/);
  });
});
