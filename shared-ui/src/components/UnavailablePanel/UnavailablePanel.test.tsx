import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../internal/render';
import { UnavailablePanel } from './UnavailablePanel';

describe('UnavailablePanel', () => {
  it('announces the outage and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(
      <UnavailablePanel
        title="Chat is temporarily unavailable"
        message="Please try again in a moment."
        retryLabel="Retry"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Chat is temporarily unavailable');
    expect(alert).toHaveTextContent('Please try again in a moment.');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('cannot be retried again while a retry runs', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(
      <UnavailablePanel title="Offline" message="Try later." retryLabel="Retry" onRetry={onRetry} retrying />,
    );
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
