import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../internal/render';
import { Alert } from './Alert';
import { useDismissible } from './useDismissible';

function EnrichProfileAlert() {
  const { hidden, dismiss } = useDismissible('hide_enrich_profile');
  if (hidden) return null;
  return (
    <Alert tone="info" title="Complete your profile" onDismiss={dismiss}>
      Members with a photo get more messages.
    </Alert>
  );
}

describe('Alert', () => {
  it('interrupts for danger and warning, speaks politely for info and success', () => {
    renderWithTheme(
      <>
        <Alert tone="danger">Payment failed or has been cancelled.</Alert>
        <Alert tone="success">Payment complete</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed or has been cancelled.');
    expect(screen.getByRole('status')).toHaveTextContent('Payment complete');
  });

  it('has no close button unless it can be dismissed', () => {
    renderWithTheme(<Alert tone="warning">Your e-mail address bounced.</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('closes from the keyboard with a labelled button', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    renderWithTheme(
      <Alert tone="info" onDismiss={onDismiss} dismissLabel="Hide tip">
        Tip
      </Alert>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hide tip' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('uses the localized "Dismiss" as the default close label', () => {
    renderWithTheme(<Alert onDismiss={() => undefined}>Tip</Alert>);
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});

describe('useDismissible', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('stores the unix time under the hide key and stays hidden on the next visit', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z'), advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderWithTheme(<EnrichProfileAlert />);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('hide_enrich_profile')).toBe(
      String(Date.parse('2025-03-01T10:00:00Z') / 1000),
    );

    unmount();
    renderWithTheme(<EnrichProfileAlert />);
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  });

  it('is hidden whenever any value exists under the key', () => {
    window.localStorage.setItem('hide_enrich_profile', '1700000000');
    renderWithTheme(<EnrichProfileAlert />);
    expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
  });

  it('still hides for this page view when storage is blocked', async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      renderWithTheme(<EnrichProfileAlert />);
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText('Complete your profile')).not.toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });
});
