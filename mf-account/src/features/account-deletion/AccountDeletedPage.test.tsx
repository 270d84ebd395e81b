import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import AccountDeletedPage from './AccountDeletedPage';
import { leaveSite } from './leave-site';

jest.mock('./leave-site', () => ({ leaveSite: jest.fn() }));
const leave = jest.mocked(leaveSite);

afterEach(() => {
  leave.mockClear();
  jest.useRealTimers();
});

describe('AccountDeletedPage', () => {
  it('confirms the deletion and tells about the 14-day reactivation, to a logged-out visitor', async () => {
    await renderPage(<AccountDeletedPage />, { path: '/account-deleted', settings: settingsFixture() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('reactivate your account within 14 days');
    expect(screen.getByRole('heading', { name: 'Your profile is no longer visible' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('without a resell partner: no countdown, no partner cards, no redirect', async () => {
    jest.useFakeTimers();
    await renderPage(<AccountDeletedPage />, {
      path: '/account-deleted',
      settings: settingsFixture({ member_resell: false }),
    });
    for (let second = 0; second < 30; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText(/partner site/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Still looking?' })).not.toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('counts down 10 seconds, then takes the visitor to the dating partner', async () => {
    jest.useFakeTimers();
    await renderPage(<AccountDeletedPage />, {
      path: '/account-deleted',
      settings: settingsFixture({ member_resell: true }),
    });
    expect(
      screen.getByText("We'll take you to our partner site Dateplein in 10 seconds."),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(
      screen.getByText("We'll take you to our partner site Dateplein in 9 seconds."),
    ).toBeInTheDocument();
    for (let second = 0; second < 8; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText("We'll take you to our partner site Dateplein in 1 second.")).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith('https://www.dateplein.example/');
  });

  it('shows the partner cards as sponsored links, and the visitor can stay', async () => {
    jest.useFakeTimers();
    await renderPage(<AccountDeletedPage />, {
      path: '/account-deleted',
      settings: settingsFixture({ member_resell: true }),
    });
    expect(screen.getByRole('heading', { name: 'Still looking?' })).toBeInTheDocument();
    const dating = screen.getByRole('link', { name: 'Visit Dateplein (opens another website)' });
    expect(dating).toHaveAttribute('href', 'https://www.dateplein.example/');
    expect(dating).toHaveAttribute('rel', 'noopener noreferrer sponsored');
    expect(screen.getByRole('link', { name: 'Visit LiveCamPlein (opens another website)' })).toHaveAttribute(
      'href',
      'https://www.livecamplein.example/',
    );
    expect(screen.getByText('Chat live with cam models. Adults only (18+).')).toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    const stopped = screen.getByRole('status');
    expect(stopped).toHaveTextContent("You're staying here: nothing will happen automatically.");
    expect(stopped).toHaveFocus();
    expect(screen.queryByText(/We'll take you to our partner site/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stay here' })).not.toBeInTheDocument();
    // Going there stays possible, by choice.
    expect(screen.getByRole('button', { name: 'Go now' })).toBeVisible();
    for (let second = 0; second < 30; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(leave).not.toHaveBeenCalled();
  });

  it('goes at once on "Go now"', async () => {
    await renderPage(<AccountDeletedPage />, {
      path: '/account-deleted',
      settings: settingsFixture({ member_resell: true }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go now' }));
    expect(leave).toHaveBeenCalledWith('https://www.dateplein.example/');
  });
});
