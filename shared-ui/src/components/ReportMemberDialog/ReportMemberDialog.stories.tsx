import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button/Button';
import { ReportMemberDialog, type ReportMemberDialogProps } from './ReportMemberDialog';

/**
 * Storybook has no API: while the story is shown, POST /api/report.php answers as the API would (201, or
 * 200 with duplicate), everything else goes to the real fetch.
 */
function useReportApi(duplicate: boolean) {
  useEffect(() => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'POST' || !request.url.endsWith('/api/report.php'))
        return realFetch(input, init);
      const body = (await request.json()) as { member: number; reason: string };
      const report = {
        id: 1,
        member: { id: body.member, name: 'Anna' },
        reason: body.reason,
        status: 'open',
        created_at: new Date().toISOString(),
      };
      return new Response(JSON.stringify({ report, duplicate }), {
        status: duplicate ? 200 : 201,
        headers: { 'content-type': 'application/json' },
      });
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  }, [duplicate]);
}

function ReportDemo(props: Pick<ReportMemberDialogProps, 'name'> & { duplicate?: boolean }) {
  const [open, setOpen] = useState(true);
  useReportApi(props.duplicate ?? false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Report
      </Button>
      <ReportMemberDialog open={open} memberId={42} name={props.name} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Overlays/ReportMemberDialog',
  component: ReportDemo,
  args: { name: 'Anna', duplicate: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReportDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a reason, optionally write a few words, send: the dialog confirms. */
export const Default: Story = {};

/** The member was reported already by this member: the open report answers. */
export const AlreadyReported: Story = { args: { duplicate: true } };

/** A long name on a phone: the title wraps, nothing overflows. */
export const LongName: Story = {
  args: { name: 'Maximilianevangelina_Rosenkavalier' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
