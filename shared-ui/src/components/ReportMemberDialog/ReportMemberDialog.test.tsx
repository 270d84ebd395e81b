import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_TEXT_MAX } from 'contract/constants';
import { i18n } from '../../kernel/i18n/i18n';
import { createRenderPage, stubFetch, userFixture } from '../../testing';
import { ReportMemberDialog, type ReportContext } from './ReportMemberDialog';

const renderPage = createRenderPage('profile', {});

const REPORT = {
  id: 7,
  member: { id: 42, name: 'Anna' },
  reason: 'scam_or_spam',
  status: 'open',
  created_at: '2026-06-01T10:00:00.000Z',
};

/** The dialog as an app uses it: opened by a button, closed when done or cancelled. */
function Harness({ context }: { context?: ReportContext }) {
  const [open, setOpen] = useState(true);
  const [reported, setReported] = useState(false);
  return (
    <>
      {reported && <p>Reported.</p>}
      <ReportMemberDialog
        open={open}
        memberId={42}
        name="Anna"
        context={context}
        onClose={() => setOpen(false)}
        onReported={() => setReported(true)}
      />
    </>
  );
}

describe('ReportMemberDialog', () => {
  it('sends the chosen reason, the text and the chat context, then confirms', async () => {
    const user = userEvent.setup();
    const { sent } = stubFetch({
      'POST /api/report.php': { status: 201, body: { report: REPORT, duplicate: false } },
    });
    await renderPage(<Harness context={{ conversation: 5, message: 9 }} />, { user: userFixture() });

    const dialog = screen.getByRole('dialog', { name: 'Report Anna' });
    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting this member?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(reasons).getByRole('radio', { name: 'Scam or spam' }));
    const text = within(dialog).getByRole('textbox', { name: 'Anything else we should know? (optional)' });
    await user.type(text, 'Asked for money');
    expect(within(dialog).getByText(`15 of ${REPORT_TEXT_MAX} characters`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Thank you for your report' });
    expect(within(confirmation).getByRole('status')).toHaveTextContent(
      'We have received your report about Anna and will review it.',
    );
    expect(screen.getByText('Reported.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/report.php',
        body: { member: 42, reason: 'scam_or_spam', text: 'Asked for money', conversation: 5, message: 9 },
      }),
    ]);
    // The footer's button (the header's close button has the same name).
    await user.click(within(confirmation).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a reason first, and refuses a text over the limit without sending', async () => {
    const user = userEvent.setup();
    const { sent } = stubFetch({});
    await renderPage(<Harness />, { user: userFixture() });

    const dialog = screen.getByRole('dialog', { name: 'Report Anna' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Fake profile' })).toHaveFocus();

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    expect(within(dialog).queryByText('Please choose a reason.')).not.toBeInTheDocument();
    const text = within(dialog).getByRole('textbox');
    await user.click(text);
    await user.paste('x'.repeat(REPORT_TEXT_MAX + 1));
    expect(text).toBeInvalid();
    expect(text).toHaveAccessibleDescription(
      `${REPORT_TEXT_MAX + 1} of ${REPORT_TEXT_MAX} characters Please shorten your text to ${REPORT_TEXT_MAX} characters.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(sent).toEqual([]);
  });

  it('says so when the member was reported already, and when too many reports were sent', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/report.php': { status: 200, body: { report: REPORT, duplicate: true } } });
    await renderPage(<Harness />, { user: userFixture() });
    await user.click(screen.getByRole('radio', { name: 'Harassment or threats' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have already reported Anna.');

    stubFetch({
      'POST /api/report.php': {
        status: 429,
        body: { error: 'rate_limited', message: 'Too many', seconds: 60 },
      },
    });
    await renderPage(<Harness />, { user: userFixture() });
    const dialog = screen.getByRole('dialog', { name: 'Report Anna' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent a lot of reports today.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it('speaks the page language', async () => {
    stubFetch({});
    await renderPage(<Harness />, { user: userFixture() });
    await act(() => i18n.changeLanguage('de'));
    const dialog = screen.getByRole('dialog', { name: 'Anna melden' });
    expect(within(dialog).getByRole('radio', { name: 'Fake-Profil' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Meldung senden' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
