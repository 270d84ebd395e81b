import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExport } from 'shared-ui/kernel';
import { stubFetch, userFixture } from 'shared-ui/testing';
import { renderPage } from '../../test/renderPage';
import { DataExportSection } from './DataExportSection';
import { DATA_EXPORT_MAX_POLLS, DATA_EXPORT_POLL_MS } from './useDataExport';

const TOKEN = 'Q2hhbmdlLW1lLXRvLWEtcmVhbC10b2tlbi0wMTIzNDU';
const user = userFixture();
const memberId = user.profile.id;

const exportOf = (status: DataExport['status'], fields: Partial<DataExport> = {}): DataExport => ({
  id: 7,
  status,
  created_at: '2026-06-01T12:00:00.000Z',
  ready_at: status === 'ready' ? '2026-06-01T12:01:00.000Z' : null,
  expires_at: status === 'ready' ? '2026-06-08T12:01:00.000Z' : null,
  bytes: status === 'ready' ? 2_450_000 : null,
  ...fields,
});

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers GET /api/data-export.php with each state in turn, the last one from then on. */
function states(...list: (DataExport | null)[]) {
  let index = 0;
  return () => {
    const current = list[Math.min(index, list.length - 1)];
    index += 1;
    return json(200, { export: current })();
  };
}

async function settle() {
  for (let i = 0; i < 10; i++) await act(async () => jest.advanceTimersByTime(0));
}

const gets = (sent: { method: string; path: string }[]) =>
  sent.filter((call) => call.method === 'GET' && call.path === '/api/data-export.php');

async function open(url = '/notifications') {
  await renderPage(<DataExportSection />, { path: '/notifications', url, user });
  return screen.getByRole('region', { name: 'Download your data' });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

it('asks for the data, shows it being prepared and offers the ZIP with its expiry once ready', async () => {
  jest.useFakeTimers();
  const { sent } = stubFetch({
    'GET /api/data-export.php': states(null, exportOf('pending'), exportOf('ready')),
    'POST /api/data-export.php': { status: 201, body: { export: exportOf('pending'), token: TOKEN } },
  });
  const section = await open();
  const ask = await within(section).findByRole('button', { name: 'Request my data' });
  await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(ask);
  await settle();
  expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1);
  expect(within(section).getByRole('status')).toHaveTextContent("We're preparing your data");
  expect(within(section).queryByRole('button', { name: 'Request my data' })).not.toBeInTheDocument();
  const before = gets(sent).length;

  // Asked again every few seconds while pending.
  await act(async () => jest.advanceTimersByTime(DATA_EXPORT_POLL_MS));
  await settle();
  expect(gets(sent)).toHaveLength(before + 1);
  await act(async () => jest.advanceTimersByTime(DATA_EXPORT_POLL_MS));
  await settle();
  // The expiry in the reader's time zone (12:01 UTC is 8 June from UTC-12 to UTC+11).
  expect(within(section).getByRole('status')).toHaveTextContent(
    /^Your data is readyYou can download it until Jun 8, 2026, \d{1,2}:\d{2}/,
  );
  const link = within(section).getByRole('link', { name: 'Download ZIP (2.5 MB)' });
  expect(link).toHaveAttribute('href', `/api/data-export-download.php?token=${TOKEN}`);
  // Ready: no more asking.
  const settled = gets(sent).length;
  await act(async () => jest.advanceTimersByTime(DATA_EXPORT_POLL_MS * 5));
  await settle();
  expect(gets(sent)).toHaveLength(settled);
  expect(JSON.parse(window.localStorage.getItem(`account.dataExport.${memberId}`)!)).toEqual({
    token: TOKEN,
    exportId: 7,
  });
});

it('does not offer the token of an older export when a newer one was asked for on another device', async () => {
  window.localStorage.setItem(
    `account.dataExport.${memberId}`,
    JSON.stringify({ token: TOKEN, exportId: 6 }),
  );
  stubFetch({ 'GET /api/data-export.php': states(exportOf('ready')) });
  const section = await open();
  expect(await within(section).findByText(/We've e-mailed you the download link/)).toBeInTheDocument();
  expect(within(section).queryByRole('link')).not.toBeInTheDocument();
});

it('stops asking after a bounded time and lets the member check again', async () => {
  jest.useFakeTimers();
  const { sent } = stubFetch({ 'GET /api/data-export.php': states(exportOf('pending')) });
  const section = await open();
  await settle();
  expect(within(section).getByRole('status')).toHaveTextContent('This usually takes a few minutes.');
  for (let poll = 0; poll < DATA_EXPORT_MAX_POLLS + 5; poll++) {
    await act(async () => jest.advanceTimersByTime(DATA_EXPORT_POLL_MS));
    await settle();
  }
  expect(gets(sent)).toHaveLength(1 + DATA_EXPORT_MAX_POLLS);
  expect(within(section).getByRole('status')).toHaveTextContent('This is taking longer than usual.');
  await userEvent
    .setup({ advanceTimers: jest.advanceTimersByTime })
    .click(within(section).getByRole('button', { name: 'Check again' }));
  await settle();
  expect(gets(sent)).toHaveLength(2 + DATA_EXPORT_MAX_POLLS);
});

it('offers the download with the token of the mailed link, and only says the mail has it otherwise', async () => {
  stubFetch({ 'GET /api/data-export.php': states(exportOf('ready')) });
  const section = await open();
  expect(await within(section).findByText(/We've e-mailed you the download link/)).toBeInTheDocument();
  expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Request a new copy' })).toBeEnabled();
});

it('takes the token from the ready mail’s link', async () => {
  stubFetch({ 'GET /api/data-export.php': states(exportOf('ready')) });
  const section = await open(`/notifications?data_export=${TOKEN}`);
  const link = await within(section).findByRole('link', { name: /^Download ZIP/ });
  expect(link).toHaveAttribute('href', `/api/data-export-download.php?token=${TOKEN}`);
  expect(JSON.parse(window.localStorage.getItem(`account.dataExport.${memberId}`)!)).toEqual({
    token: TOKEN,
    exportId: null,
  });
});

it('ignores a mangled token in the link', async () => {
  stubFetch({ 'GET /api/data-export.php': states(exportOf('ready')) });
  const section = await open('/notifications?data_export=%3Cscript%3E');
  expect(await within(section).findByText(/We've e-mailed you the download link/)).toBeInTheDocument();
  expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(`account.dataExport.${memberId}`)).toBeNull();
});

it('says when the preparation failed and asks again on retry', async () => {
  const { sent } = stubFetch({
    'GET /api/data-export.php': states(exportOf('failed')),
    'POST /api/data-export.php': {
      status: 201,
      body: { export: exportOf('pending', { id: 8 }), token: TOKEN },
    },
  });
  const section = await open();
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    "We couldn't prepare your dataSomething went wrong on our side. Please try again.",
  );
  await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
  expect(await within(section).findByRole('status')).toHaveTextContent("We're preparing your data");
  expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1);
});

it('says an expired download is gone and offers a new one', async () => {
  stubFetch({ 'GET /api/data-export.php': states(exportOf('expired')) });
  const section = await open();
  expect(await within(section).findByText(/Your last download has expired/)).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Request my data' })).toBeEnabled();
});

it.each([
  [409, 'data_export_pending', 'Your data is already being prepared.'],
  [429, 'rate_limited', "You've requested your data too often today. Please try again tomorrow."],
])('words a refused request (%s %s)', async (status, error, message) => {
  stubFetch({
    'GET /api/data-export.php': states(null),
    'POST /api/data-export.php': json(status, { error, message: 'English wording', statusCode: status }),
  });
  const section = await open();
  await userEvent.setup().click(await within(section).findByRole('button', { name: 'Request my data' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(message);
});
