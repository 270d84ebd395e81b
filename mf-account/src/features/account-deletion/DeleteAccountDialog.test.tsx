import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsFixture, stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import SettingsPage from '../settings/SettingsPage';

const refusal = (status: number, error: string, message: string, extra: object = {}) => ({
  status,
  body: { error, message, statusCode: status, ...extra },
});

async function openDialog(deleteDiscount = 0) {
  const view = await renderPage(<SettingsPage />, {
    path: '/notifications/*',
    url: '/notifications/delete-account',
    user: userFixture({ email: 'sam@example.com' }),
    settings: settingsFixture({ delete_discount: deleteDiscount }),
  });
  const user = userEvent.setup();
  const item = screen.getByRole('region', { name: 'Delete account' });
  expect(item).toHaveTextContent(
    'Leaving us? Your profile disappears at once, and for 14 days you can still change your mind.',
  );
  await user.click(within(item).getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
  return { ...view, user, dialog };
}

describe('deleting the account from the settings page', () => {
  it('is the last item of the settings list, its own sub-screen', async () => {
    await renderPage(<SettingsPage />, {
      path: '/notifications/*',
      url: '/notifications',
      user: userFixture(),
      settings: settingsFixture(),
    });
    const items = within(screen.getByRole('navigation', { name: 'Settings' })).getAllByRole('link');
    expect(items.at(-1)).toHaveAttribute('href', '/notifications/delete-account');
    expect(items.at(-1)).toHaveTextContent('Delete account');
  });

  it('asks for a reason, remarks for "another reason", and the password before sending anything', async () => {
    const { sent } = stubFetch({});
    const { user, dialog } = await openDialog();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(7);
    expect(within(dialog).getByRole('group', { name: 'Why are you leaving?' })).toBeInTheDocument();
    // The first reason has the focus when the dialog opens.
    expect(within(dialog).getByRole('radio', { name: "It's too expensive" })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(dialog).toHaveTextContent('Please choose a reason.');
    expect(within(dialog).getByLabelText(/^Your password/)).toHaveAccessibleDescription(
      /Enter your password/,
    );

    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.type(within(dialog).getByLabelText(/^Your password/), 'my-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByLabelText(/^Remarks/)).toHaveAccessibleDescription(
      /Please tell us why you are leaving\./,
    );
    expect(sent.filter((request) => request.path.startsWith('/api/account-delete'))).toEqual([]);
  });

  it('deletes with reason, trimmed remarks and password, logs out and opens /account-deleted', async () => {
    const { sent } = stubFetch({ 'POST /api/account-delete.php': { body: { success: true } } });
    const { user, dialog, store } = await openDialog();
    expect(dialog).toHaveTextContent('you can reactivate your account within 14 days');
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.type(within(dialog).getByLabelText(/^Remarks/), '  Moving abroad  ');
    await user.type(within(dialog).getByLabelText(/^Your password/), 'my-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/account-deleted');
    expect(sent.find((request) => request.path === '/api/account-delete.php')).toMatchObject({
      method: 'POST',
      body: { reason: 'other', remarks: 'Moving abroad', password: 'my-secret-1' },
    });
    const { userAtom } = await import('shared-ui/kernel');
    expect(store.get(userAtom)).toBeNull();
  });

  it('shows a wrong password at the password field, and the lockout as the form’s error', async () => {
    let answer = refusal(400, 'password_wrong', 'Please check your password.');
    stubFetch({
      'POST /api/account-delete.php': () =>
        new Response(JSON.stringify(answer.body), { status: answer.status }),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'I found someone' }));
    await user.type(within(dialog).getByLabelText(/^Your password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Please check your password.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Your password/)).toHaveAccessibleDescription(
      /Please check your password\./,
    );

    answer = refusal(429, 'account_locked', 'Too many incorrect attempts, account blocked for 15 min.', {
      minutes: 15,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('Too many incorrect attempts, account blocked for 15 min.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });

  it('scrolls a wrong password into view and announces it, in the body above the footer', async () => {
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: function scrollIntoView(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      stubFetch({
        'POST /api/account-delete.php': refusal(400, 'password_wrong', 'Please check your password.'),
      });
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('radio', { name: 'I found someone' }));
      await user.type(within(dialog).getByLabelText(/^Your password/), 'wrong-one');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Please check your password.');
      expect(scrolled).toEqual([alert]);
      // The password is the form's last field: its problem is the last thing before the footer's buttons.
      const form = within(dialog).getByRole('form', { name: 'Delete your account' });
      expect(form).toContainElement(alert);
      const footer = within(dialog).getAllByRole('button', { name: 'Delete my account' }).at(-1)!;
      expect(form).not.toContainElement(footer);
      expect(alert.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it("offers the site's delete discount; accepting gives the code instead of deleting", async () => {
    const { sent } = stubFetch({
      'POST /api/account-delete-offer.php': {
        body: {
          discountcode: {
            code: 'STAY0A1B2C3D4E',
            country: null,
            user_id: 1,
            expires: '2026-07-01T12:00:00.000Z',
            value_percentage: 50,
            percentage: '50%',
            currency: null,
            minimum_order_value: 0,
            status: 'active',
            validity: 2_592_000,
            expired: false,
            paymentmethods: [],
          },
        },
      },
    });
    const { user, dialog } = await openDialog(50);
    expect(dialog).toHaveTextContent('Stay and get 50% off');
    await user.click(within(dialog).getByRole('button', { name: "Yes, I'll stay" }));
    const done = await screen.findByRole('dialog', { name: "Great that you're staying!" });
    expect(done).toHaveTextContent(
      'Your personal discount code is STAY0A1B2C3D4E: 50% off, valid until July 1, 2026.',
    );
    const calls = sent
      .map((request) => request.path)
      .filter((path) => path.startsWith('/api/account-delete'));
    expect(calls).toEqual(['/api/account-delete-offer.php']);
  });

  it('makes no offer where the site sets no delete discount', async () => {
    stubFetch({});
    const { dialog } = await openDialog(0);
    expect(within(dialog).queryByRole('button', { name: "Yes, I'll stay" })).not.toBeInTheDocument();
  });
});
