import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_MAX_WIDTH_PX } from '../../ui-constants';
import { renderWithTheme } from '../internal/render';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger({ options, label = 'Pay' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function setup(ui: ReactElement) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithTheme(<ToastProvider>{ui}</ToastProvider>);
  return user;
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a status message that goes away by itself after about 5 seconds', async () => {
    const user = setup(<Trigger options={{ tone: 'success', message: 'Payment complete' }} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(screen.getByRole('status')).toHaveTextContent('Payment complete');
    expect(region).toContainElement(screen.getByRole('status'));

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses an alert for danger toasts', async () => {
    const user = setup(
      <Trigger options={{ tone: 'danger', message: 'Payment failed or has been cancelled.' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed or has been cancelled.');
  });

  it('closes with its labelled button', async () => {
    const user = setup(<Trigger options={{ message: 'Profile saved', durationMs: 0 }} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('waits while the pointer rests on it', async () => {
    const user = setup(<Trigger options={{ message: 'Like sent' }} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.hover(screen.getByText('Like sent'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Like sent')).toBeInTheDocument();
    await user.unhover(screen.getByText('Like sent'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 10));
    expect(screen.queryByText('Like sent')).not.toBeInTheDocument();
  });

  it('stacks several toasts and caps their width at 350 px', async () => {
    const user = setup(
      <>
        <Trigger options={{ message: 'First' }} label="One" />
        <Trigger options={{ message: 'Second', tone: 'warning' }} label="Two" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'One' }));
    await user.click(screen.getByRole('button', { name: 'Two' }));
    const toasts = screen.getAllByRole('status');
    expect(toasts.map((toast) => toast.textContent)).toEqual(['First', 'Second']);
    expect(getComputedStyle(toasts[0]!).maxWidth).toBe(`${TOAST_MAX_WIDTH_PX}px`);
  });

  it('explains itself when used without a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<Trigger options={{ message: 'x' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
