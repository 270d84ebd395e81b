import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readApiError } from '../../kernel/api/client';
import { createRenderPage, stubFetch, userFixture } from '../../testing';
import { BlockMemberDialog } from './BlockMemberDialog';

const renderPage = createRenderPage('inbox', {
  block: {
    title: 'Block {{name}}?',
    text: 'Your chat with {{name}} will be deleted.',
    cancel: 'Cancel',
    confirm: 'Block',
  },
});

/** The dialog as an app uses it: opened by a button, closed when done or cancelled. */
function Harness({
  describeError = async () => 'Something went wrong.',
}: {
  describeError?: (failure: unknown) => Promise<string>;
}) {
  const [open, setOpen] = useState(true);
  const [blocked, setBlocked] = useState(false);
  return (
    <>
      {blocked && <p>Anna is blocked.</p>}
      <BlockMemberDialog
        namespace="inbox"
        open={open}
        memberId={42}
        name="Anna"
        describeError={describeError}
        onClose={() => setOpen(false)}
        onBlocked={() => {
          setOpen(false);
          setBlocked(true);
        }}
      />
    </>
  );
}

describe('BlockMemberDialog', () => {
  it("asks in the caller's words and blocks the member once confirmed", async () => {
    const user = userEvent.setup();
    const { sent } = stubFetch({ 'POST /api/block.php': { body: { blocked: true } } });
    await renderPage(<Harness />, { user: userFixture() });

    const dialog = screen.getByRole('dialog', { name: 'Block Anna?' });
    expect(within(dialog).getByText('Your chat with Anna will be deleted.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Anna is blocked.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/block.php', body: { id: 42 } }),
    ]);
  });

  it('shows a failure in the words the app gives it and stays open', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/block.php': { status: 404, body: { error: 'not_found', message: 'No such member.' } },
    });
    const describeError = async (failure: unknown) =>
      `Could not block: ${(await readApiError(failure))?.message ?? 'unknown'}`;
    await renderPage(<Harness describeError={describeError} />, { user: userFixture() });

    const dialog = screen.getByRole('dialog', { name: 'Block Anna?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not block: No such member.');
    expect(within(dialog).getByRole('button', { name: 'Block' })).toBeEnabled();
    expect(screen.queryByText('Anna is blocked.')).not.toBeInTheDocument();
  });

  it('blocks nobody when cancelled', async () => {
    const user = userEvent.setup();
    const { sent } = stubFetch({});
    await renderPage(<Harness />, { user: userFixture() });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
