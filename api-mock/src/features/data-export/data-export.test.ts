/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DATA_EXPORT_DOWNLOAD_PATH,
  DATA_EXPORTS_PER_DAY,
  DATA_EXPORT_TOKEN_PARAM,
  type DataExport,
  type DataExportCreatedResponse,
} from 'contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { buildApp } from '../../app.js';
import { createRepositories } from '../../db/repositories/index.js';
import { dataExports, members, messages, orders } from '../../db/schema.js';
import { TEST_SCRYPT, testClock } from '../../testing/accounts.js';
import { createChatMember, grantCredits, sendMessage } from '../../testing/chat.js';
import {
  addPhoto,
  as,
  createDiscoveryTestApp,
  createMember,
  type TestMember,
} from '../../testing/members.js';
import { packageOf } from '../../testing/payments.js';
import { createOperatorTestApp, operatorPost } from '../../testing/operators.js';
import type { TestApp } from '../../testing/test-app.js';

const DAY = 24 * 3_600_000;
const URL = '/api/data-export.php';

/** Every entry of a ZIP, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (readError, stream) => {
          if (readError) return reject(readError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const json = (entries: Map<string, Buffer>, name: string): unknown => {
  const bytes = entries.get(name);
  if (!bytes) throw new Error(`no ${name} in the archive (has ${[...entries.keys()].join(', ')})`);
  return JSON.parse(bytes.toString('utf8'));
};

function request(t: TestApp, member: TestMember | null) {
  return as(t.app, member).post(URL, {});
}

async function requestExport(t: TestApp, member: TestMember): Promise<DataExportCreatedResponse> {
  const response = await request(t, member);
  expect(response.statusCode).toBe(201);
  return response.json<DataExportCreatedResponse>();
}

async function state(t: TestApp, member: TestMember): Promise<DataExport | null> {
  const response = await as(t.app, member).get(URL);
  expect(response.statusCode).toBe(200);
  return response.json<{ export: DataExport | null }>().export;
}

function download(app: FastifyInstance, member: TestMember | null, token: string, host?: string) {
  return app.inject({
    method: 'GET',
    url: DATA_EXPORT_DOWNLOAD_PATH,
    query: { token },
    headers: host ? { host } : {},
    cookies: member ? { 'auth.session': member.token } : undefined,
  });
}

describe('the member’s data export', () => {
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  let t: TestApp;

  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  it('holds the profile, photos, likes, conversations, orders and ledger, and no other member’s address', async () => {
    const me = await createChatMember(t, { city: 'Leeds', aboutMe: 'Tea and long walks', credits: 500 });
    const other = await createChatMember(t, { name: 'Robin', gender: 'male', credits: 500 });
    const third = await createMember(t, { name: 'Kim' });
    const mainPhoto = await addPhoto(t, me.id, { main: true });
    const privatePhoto = await addPhoto(t, me.id, { private: true });
    // Likes both ways with Robin, one received from Kim.
    expect((await as(t.app, me).post('/api/like.php', { id: other.id })).statusCode).toBe(200);
    expect((await as(t.app, other).post('/api/like.php', { id: me.id })).statusCode).toBe(200);
    expect((await as(t.app, third).post('/api/like.php', { id: me.id })).statusCode).toBe(200);
    // A conversation: a text each way and a photo from Robin.
    const sent = await sendMessage(t, me, { member: other.id, text: 'Hello Robin' });
    expect(sent.statusCode).toBe(201);
    const conversationId = sent.json<{ message: { conversation_id: number } }>().message.conversation_id;
    expect((await sendMessage(t, other, { conversation: conversationId, text: 'Hi there' })).statusCode).toBe(
      201,
    );
    const attachmentKey = `${'ab'.repeat(16)}.jpg`;
    const attachmentsDir = path.join(t.config.dataDir, 'chat-attachments');
    await mkdir(attachmentsDir, { recursive: true });
    await writeFile(path.join(attachmentsDir, attachmentKey), 'chat photo bytes');
    await t.db.handle.db.insert(messages).values({
      conversationId,
      senderId: other.id,
      clientId: 'photo-1',
      kind: 'photo',
      attachmentKey,
      credits: 20,
      createdAt: clock.now(),
    });
    // An order and its ledger entry.
    const pack = await packageOf(t, 'p1');
    const [order] = await t.db.handle.db
      .insert(orders)
      .values({
        siteId: 1,
        memberId: me.id,
        packageId: pack.id,
        tier: 'p1',
        credits: 100,
        country: 'GB',
        currency: 'GBP',
        amount: pack.price.amount,
        normalAmount: pack.price.amount,
        paymentMethod: 'creditcard',
        status: 'completed',
        provider: 'sandbox',
        providerRef: `ref-${me.id}`,
        cardToken: 'tok_secret_card_token',
        cardBrand: 'visa',
        cardLast4: '4242',
        createdAt: clock.now(),
        finishedAt: clock.now(),
      })
      .returning();
    await grantCredits(t, me, 100);
    await t.db.handle.db
      .update(members)
      .set({ emailPreferences: { new_messages: false }, pushPreferences: { like: false }, invisible: true })
      .where(eq(members.id, me.id));

    const created = await requestExport(t, me);
    expect(created.export).toMatchObject({
      status: 'pending',
      ready_at: null,
      expires_at: null,
      bytes: null,
    });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's SHA-256 is stored.
    const [row] = await t.db.handle.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, created.export.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(created.token);
    // Not ready before the job ran.
    expect((await download(t.app, me, created.token)).statusCode).toBe(409);

    await t.app.jobs.runDue();
    const ready = await state(t, me);
    expect(ready).toMatchObject({
      id: created.export.id,
      status: 'ready',
      ready_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
    });

    const response = await download(t.app, me, created.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="data-export-2026-06-01.zip"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBe(ready?.bytes);
    const entries = await unzip(response.rawPayload);
    const [photoMessageRow] = await t.db.handle.db
      .select()
      .from(messages)
      .where(eq(messages.clientId, 'photo-1'));
    expect([...entries.keys()].sort()).toEqual(
      [
        'README.txt',
        'blocks.json',
        `chat-photos/${photoMessageRow!.id}.jpg`,
        'conversations.json',
        'credit-ledger.json',
        'likes.json',
        'orders.json',
        `photos/${mainPhoto.id}.jpg`,
        `photos/${privatePhoto.id}.jpg`,
        'photos.json',
        'profile.json',
        'reports.json',
        'settings.json',
      ].sort(),
    );
    // The image files themselves, byte for byte.
    expect(entries.get(`photos/${mainPhoto.id}.jpg`)?.toString()).toBe(`full image of ${me.id}`);
    expect(json(entries, 'photos.json')).toEqual([
      {
        id: mainPhoto.id,
        file: `photos/${mainPhoto.id}.jpg`,
        private: false,
        main: true,
        created_at: expect.any(String),
      },
      {
        id: privatePhoto.id,
        file: `photos/${privatePhoto.id}.jpg`,
        private: true,
        main: false,
        created_at: expect.any(String),
      },
    ]);
    const profile = json(entries, 'profile.json') as Record<string, unknown>;
    expect(profile).toMatchObject({
      id: me.id,
      name: me.name,
      city: 'Leeds',
      about_me: 'Tea and long walks',
      moderation: null,
    });
    expect(profile.email).toMatch(/@example\.com$/);
    expect(profile).not.toHaveProperty('password_hash');
    expect(JSON.stringify(profile)).not.toContain('scrypt$');
    expect(json(entries, 'settings.json')).toMatchObject({
      // The member's own choices, and the defaults of the switches never touched.
      email_preferences: expect.objectContaining({ new_messages: false, like: true, promotions: false }),
      push_preferences: { new_conversations: true, new_messages: true, like: false },
      invisible: true,
    });
    expect(json(entries, 'likes.json')).toEqual({
      given: [{ member: { id: other.id, name: 'Robin' }, source: 'profile', created_at: expect.any(String) }],
      received: expect.arrayContaining([
        expect.objectContaining({ member: { id: other.id, name: 'Robin' } }),
        expect.objectContaining({ member: { id: third.id, name: 'Kim' } }),
      ]),
    });
    const [conversation] = json(entries, 'conversations.json') as {
      with: unknown;
      messages: { text: string; sent_by_me: boolean; photo: string | null; credits: number | null }[];
    }[];
    expect(conversation?.with).toEqual({ id: other.id, name: 'Robin' });
    expect(conversation?.messages).toEqual([
      expect.objectContaining({ text: 'Hello Robin', sent_by_me: true, credits: expect.any(Number) }),
      expect.objectContaining({ text: 'Hi there', sent_by_me: false, credits: null }),
      expect.objectContaining({
        kind: 'photo',
        sent_by_me: false,
        photo: expect.stringMatching(/^chat-photos\//),
      }),
    ]);
    const photoMessage = conversation!.messages[2]!;
    expect(entries.get(photoMessage.photo!)?.toString()).toBe('chat photo bytes');
    const exportedOrders = json(entries, 'orders.json') as Record<string, unknown>[];
    expect(exportedOrders).toEqual([
      expect.objectContaining({ id: order!.id, package: 'p1', status: 'completed', card_last4: '4242' }),
    ]);
    expect(JSON.stringify(exportedOrders)).not.toContain('tok_secret_card_token');
    expect(json(entries, 'reports.json')).toEqual({ filed: [], decisions_about_me: [] });
    const ledger = json(entries, 'credit-ledger.json') as { reason: string; delta: number }[];
    const balance = await createRepositories(t.db.handle.db).ledger.entries(me.id, 1000);
    expect(ledger).toHaveLength(balance.length);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(
      (await createRepositories(t.db.handle.db).ledger.balance(me.id)) ?? -1,
    );

    // Nothing anywhere in the archive names another member's e-mail address.
    const [robin, kim] = await Promise.all(
      [other.id, third.id].map(async (id) => {
        const [found] = await t.db.handle.db.select().from(members).where(eq(members.id, id));
        return found!.email;
      }),
    );
    for (const [name, bytes] of entries) {
      const text = bytes.toString('utf8').toLowerCase();
      expect({ name, robin: text.includes(robin!) }).toEqual({ name, robin: false });
      expect({ name, kim: text.includes(kim!) }).toEqual({ name, kim: false });
    }

    // The member is mailed a link to the settings page that carries the token.
    await t.app.jobs.runDue();
    const mails = await createRepositories(t.db.handle.db).outbox.list({ to: String(profile.email) });
    const mail = mails.find((candidate) => candidate.subject.includes('ready to download'));
    expect(mail?.text).toContain('You can download it for 7 days');
    expect(mail?.text).toContain(`/notifications?${DATA_EXPORT_TOKEN_PARAM}=${created.token}\n`);
  });

  describe('who may download it', () => {
    let owner: TestMember;
    let token: string;

    beforeAll(async () => {
      owner = await createMember(t);
      ({ token } = await requestExport(t, owner));
      await t.app.jobs.runDue();
    });

    it('the owner with the token', async () => {
      expect((await download(t.app, owner, token)).statusCode).toBe(200);
    });

    it('not another member holding the token: the same 404 as a wrong token', async () => {
      const intruder = await createMember(t);
      const response = await download(t.app, intruder, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    });

    it('not a logged-out visitor', async () => {
      const response = await download(t.app, null, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'authentication_required' });
    });

    it('not on another site’s host', async () => {
      const response = await download(t.app, owner, token, 'herzklopfen.test');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'authentication_required' });
    });

    it('not with a wrong token', async () => {
      const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await download(t.app, owner, wrong)).statusCode).toBe(404);
    });

    it.each([
      ['empty', ''],
      ['too short', 'abc'],
      ['a NUL byte', `${'a'.repeat(42)}\u0000`],
      ['a huge value', 'a'.repeat(100_000)],
    ])('refuses a malformed token (%s) with 400', async (_label, value) => {
      const response = await download(t.app, owner, value);
      expect(response.statusCode).toBe(400);
    });

    it('not once it expired (410), and the purge deletes its file', async () => {
      const [row] = await t.db.handle.db.select().from(dataExports).where(eq(dataExports.memberId, owner.id));
      const file = path.join(t.config.dataDir, 'data-exports', row!.fileName!);
      expect(existsSync(file)).toBe(true);
      clock.advance(7 * DAY - 1_000);
      expect((await download(t.app, owner, token)).statusCode).toBe(200);
      clock.advance(1_000);
      const response = await download(t.app, owner, token);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ error: 'data_export_gone' });
      expect(await state(t, owner)).toMatchObject({ status: 'expired', expires_at: null });

      clock.advance(3_600_000);
      await t.app.jobs.runDue();
      expect(existsSync(file)).toBe(false);
      const [purged] = await t.db.handle.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
      expect(purged).toMatchObject({ status: 'expired', fileName: null });
      expect((await download(t.app, owner, token)).statusCode).toBe(410);
    });
  });

  it('makes one export of a burst of parallel requests, and refuses more while it is pending', async () => {
    const member = await createMember(t);
    const answers = await Promise.all(Array.from({ length: 12 }, () => request(t, member)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(11).fill(409)]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      error: 'data_export_pending',
    });
    const rows = await t.db.handle.db.select().from(dataExports).where(eq(dataExports.memberId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('replaces the ready export with a new one and deletes its file; at most a few a day', async () => {
    const member = await createMember(t);
    const first = await requestExport(t, member);
    await t.app.jobs.runDue();
    const folder = path.join(t.config.dataDir, 'data-exports');
    const firstFile = `data-export-${first.export.id}.zip`;
    expect(await readdir(folder)).toContain(firstFile);

    const second = await requestExport(t, member);
    expect(await readdir(folder)).not.toContain(firstFile);
    expect((await download(t.app, member, first.token)).statusCode).toBe(410);
    await t.app.jobs.runDue();
    expect((await download(t.app, member, second.token)).statusCode).toBe(200);

    for (let made = 2; made < DATA_EXPORTS_PER_DAY; made++) {
      await requestExport(t, member);
      await t.app.jobs.runDue();
    }
    const refused = await request(t, member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    clock.advance(DAY + 1);
    await requestExport(t, member);
  });

  it('keeps no export of a member who deleted the account', async () => {
    const member = await createMember(t);
    await requestExport(t, member);
    await t.app.jobs.runDue();
    const [ready] = await t.db.handle.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.memberId, member.id));
    const file = path.join(t.config.dataDir, 'data-exports', ready!.fileName!);
    expect(existsSync(file)).toBe(true);
    // Pending when the account goes: the build gives up.
    const leaver = await createMember(t);
    await requestExport(t, leaver);
    const deletedAt = clock.now();
    for (const id of [member.id, leaver.id]) {
      await t.db.handle.db.update(members).set({ deletedAt }).where(eq(members.id, id));
    }
    clock.advance(3_600_000);
    await t.app.jobs.runDue();
    expect(existsSync(file)).toBe(false);
    const rows = await t.db.handle.db
      .select({ memberId: dataExports.memberId, status: dataExports.status, fileName: dataExports.fileName })
      .from(dataExports)
      .where(inArray(dataExports.memberId, [member.id, leaver.id]));
    expect(rows).toEqual(
      expect.arrayContaining([
        { memberId: member.id, status: 'expired', fileName: null },
        { memberId: leaver.id, status: 'failed', fileName: null },
      ]),
    );
  });

  it('answers the state only to the member, on their site', async () => {
    const member = await createMember(t);
    expect(await state(t, member)).toBeNull();
    expect((await as(t.app, null).get(URL)).statusCode).toBe(403);
    expect((await request(t, null)).statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'x-request-type': 'client', host: 'herzklopfen.test' },
      cookies: { 'auth.session': member.token },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(await state(t, member)).toBeNull();
    // Without the client header a POST is refused before anything is written.
    const bare = await t.app.inject({ method: 'POST', url: URL, cookies: { 'auth.session': member.token } });
    expect(bare.json()).toMatchObject({ statusCode: 403, error: 'client_header_required' });
    expect(await state(t, member)).toBeNull();
  });

  it('marks the export failed after its last attempt, and the member may ask again', async () => {
    const member = await createMember(t);
    const created = await requestExport(t, member);
    // The build cannot write its file: the exports' folder is replaced by a plain file for the attempts.
    const folder = path.join(t.config.dataDir, 'data-exports');
    await mkdir(folder, { recursive: true });
    await rename(folder, `${folder}.away`);
    await writeFile(folder, 'not a folder');
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await t.app.jobs.runDue();
        clock.advance(3_600_000);
      }
    } finally {
      await rm(folder);
      await rename(`${folder}.away`, folder);
    }
    expect(await state(t, member)).toMatchObject({ id: created.export.id, status: 'failed' });
    expect((await download(t.app, member, created.token)).statusCode).toBe(410);
    const again = await requestExport(t, member);
    await t.app.jobs.runDue();
    expect(await state(t, member)).toMatchObject({ id: again.export.id, status: 'ready' });
  });
});

describe('the data export job across a restart', () => {
  it('is built by the next process when the first one stopped before running it', async () => {
    const clock = testClock(new Date('2026-06-01T12:00:00Z'));
    const t = await createDiscoveryTestApp(clock);
    let second: FastifyInstance | undefined;
    try {
      const member = await createMember(t);
      const { token, export: created } = await requestExport(t, member);
      // The process ends before its worker ran the job.
      await t.app.close();
      const handle = await t.db.restart();
      second = await buildApp({
        config: t.config,
        db: handle,
        clock: clock.now,
        scryptParams: TEST_SCRYPT,
        serveSite: false,
      });
      await second.ready();
      const report = await second.jobs.runDue();
      expect(report.failed).toBe(0);
      const [row] = await handle.db.select().from(dataExports).where(eq(dataExports.id, created.id));
      expect(row).toMatchObject({ status: 'ready' });
      const response = await download(second, member, token);
      expect(response.statusCode).toBe(200);
      expect([...(await unzip(response.rawPayload)).keys()]).toContain('profile.json');
    } finally {
      await second?.close();
      await t.db.close();
      await rm(t.config.dataDir, { recursive: true, force: true });
    }
  });
});

/** Every number in a parsed JSON value, wherever it sits. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('the data export’s reports', () => {
  const GROUND = 'Terms of use, section 5.2: no requests for money.';
  const FACTS = 'The member asked another member for money in a chat message.';
  const clock = testClock(new Date('2026-06-01T10:00:00Z'));
  let t: TestApp;

  // Deciding a report needs the operators' routes, which exist only with a secret configured.
  beforeAll(async () => {
    t = await createOperatorTestApp(clock.now);
  });
  afterAll(() => t.close());

  const fileReport = async (reporter: TestMember, body: Record<string, unknown>) => {
    const answer = await as(t.app, reporter).post('/api/report.php', body);
    expect(answer.statusCode).toBe(201);
    return answer.json<{ report: { id: number } }>().report.id;
  };
  const decide = async (body: Record<string, unknown>) => {
    const answer = await operatorPost(t.app, '/api/operator-report-decision.php', body);
    expect(answer.statusCode).toBe(200);
  };
  const exportOf = async (member: TestMember) => {
    const { token } = await requestExport(t, member);
    await t.app.jobs.runDue();
    const response = await download(t.app, member, token);
    expect(response.statusCode).toBe(200);
    return unzip(response.rawPayload);
  };

  it('lists the reports the member filed with their outcome, and the decisions about the member without the reporter', async () => {
    const reporter = await createMember(t, { name: 'Anselma' });
    const target = await createMember(t, { name: 'Boris', gender: 'male' });
    const dismissedBy = await createMember(t, { name: 'Cordula' });
    const openBy = await createMember(t, { name: 'Dagmar' });
    const stranger = await createMember(t, { name: 'Ewald', gender: 'male' });
    const photo = await addPhoto(t, target.id, { main: true });
    const reportedAt = clock.now().toISOString();
    const decided = await fileReport(reporter, {
      member: target.id,
      reason: 'scam_or_spam',
      text: 'Anselma here: he asked me for 200 euros.',
      photo: photo.id,
    });
    const dismissed = await fileReport(dismissedBy, {
      member: target.id,
      reason: 'other',
      text: 'Cordula thinks the photo is fake.',
    });
    await fileReport(openBy, { member: target.id, reason: 'harassment', text: 'Dagmar was insulted.' });
    const stillOpen = await fileReport(reporter, { member: stranger.id, reason: 'fake_profile' });
    clock.advance(3_600_000);
    const decidedAt = clock.now().toISOString();
    await decide({ report: dismissed, action: 'dismiss' });
    await decide({ report: decided, action: 'hide_profile', ground: GROUND, facts: FACTS });

    // The reporter: both reports, the decided one with the action they were told, never its reasons.
    const mine = await exportOf(reporter);
    expect(json(mine, 'reports.json')).toEqual({
      filed: [
        {
          id: decided,
          member: { id: target.id, name: 'Boris' },
          reason: 'scam_or_spam',
          text: 'Anselma here: he asked me for 200 euros.',
          conversation: null,
          message: null,
          photo: photo.id,
          status: 'decided',
          action: 'hide_profile',
          created_at: reportedAt,
          decided_at: decidedAt,
        },
        {
          id: stillOpen,
          member: { id: stranger.id, name: 'Ewald' },
          reason: 'fake_profile',
          text: null,
          conversation: null,
          message: null,
          photo: null,
          status: 'open',
          action: null,
          created_at: reportedAt,
          decided_at: null,
        },
      ],
      decisions_about_me: [],
    });
    expect(mine.get('reports.json')?.toString('utf8')).not.toContain(FACTS);
    expect(json(mine, 'profile.json')).toMatchObject({ id: reporter.id, moderation: null });
    expect(mine.get('README.txt')?.toString('utf8')).toContain('reports.json: the reports you filed');

    // The reported member: the decision with its reasons; the dismissed and the open report are not there.
    const theirs = await exportOf(target);
    const reportsJson = json(theirs, 'reports.json');
    expect(reportsJson).toEqual({
      filed: [],
      decisions_about_me: [
        {
          report: decided,
          reason: 'scam_or_spam',
          action: 'hide_profile',
          ground: GROUND,
          facts: FACTS,
          reported_at: reportedAt,
          decided_at: decidedAt,
        },
      ],
    });
    expect(json(theirs, 'profile.json')).toMatchObject({ id: target.id, moderation: 'hidden' });
    // No reporter in it: the only number is the report's id, and no name or text of a reporter.
    expect(numbersIn(reportsJson)).toEqual([decided]);
    const text = theirs.get('reports.json')!.toString('utf8');
    for (const leak of ['Anselma', 'Cordula', 'Dagmar', 'euros', 'fake', 'insulted', 'snapshot']) {
      expect({ leak, found: text.includes(leak) }).toEqual({ leak, found: false });
    }
  });
});
