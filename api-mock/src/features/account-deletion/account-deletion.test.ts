/** @jest-environment node */
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { REACTIVATION_WINDOW_DAYS } from 'contract';
import { createRepositories } from '../../db/repositories/index.js';
import {
  blocks,
  creditLedger,
  discountCodes,
  likes,
  members,
  messages,
  oneTimeTokens,
  photos,
  sessions,
  sites,
} from '../../db/schema.js';
import {
  CLIENT,
  linkTokenFor,
  logIn,
  mailsTo,
  sessionCookieOf,
  signup,
  signupBody,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import { grantCredits, ledgerMismatches, sendMessage } from '../../testing/chat.js';
import {
  addPhoto,
  as,
  createDiscoveryTestApp,
  createMember,
  type MemberFields,
  type TestMember,
} from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';
import { reactivateAccountByEmail } from './account-deletion-service.js';

const DAY = 24 * 3_600_000;
const HERZKLOPFEN = 'herzklopfen.test';

describe('account deletion', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-01T10:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    // Whatever a test deleted or erased, every balance is still the sum of its ledger entries.
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  type Member = TestMember & { email: string; password: string };
  async function member(fields: MemberFields = {}, host?: string): Promise<Member> {
    const { email, password } = signupBody();
    return { ...(await createMember(t, { ...fields, email }, host)), email, password };
  }
  const row = async (id: number) =>
    (await t.db.handle.db.select().from(members).where(eq(members.id, id)))[0];
  const deleteAccount = (who: TestMember, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { ...CLIENT, ...headers },
      cookies: withSession(who.token),
      payload,
    });
  const reactivate = (token: string | undefined, host?: string) =>
    t.app.inject({
      url: '/api/reactivate.php',
      query: token === undefined ? {} : { token },
      headers: host ? { host } : {},
    });
  const reactivationToken = (email: string) => linkTokenFor(t.app, email, '/api/reactivate.php');

  describe('the request', () => {
    it('refuses a missing or unknown reason, and control characters or huge remarks, with 400', async () => {
      const a = await member();
      const cases: object[] = [
        { password: a.password },
        { reason: 'bored', password: a.password },
        { reason: '', password: a.password },
        { reason: 'price', password: a.password, remarks: 'hello\u0000world' },
        { reason: 'price', password: a.password, remarks: 'x'.repeat(20_000) },
        { reason: 'price' },
        { reason: 'price', password: '' },
      ];
      for (const payload of cases) {
        const response = await deleteAccount(a, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation_failed');
      }
      expect((await row(a.id))?.deletedAt).toBeNull();
    });

    it("needs remarks with 'other' and at most 1000 characters of them", async () => {
      const a = await member();
      const missing = await deleteAccount(a, { reason: 'other', remarks: '  \n ', password: a.password });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: 'validation_failed',
        fields: { remarks: 'Please tell us why you are leaving.' },
        field_codes: { remarks: 'remarks_required' },
      });
      const long = await deleteAccount(a, {
        reason: 'price',
        remarks: 'é'.repeat(1001),
        password: a.password,
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().field_codes).toEqual({ remarks: 'remarks_too_long' });
      expect((await row(a.id))?.deletedAt).toBeNull();
    });

    it('needs a session, and a session of this site', async () => {
      const visitor = await t.app.inject({
        method: 'POST',
        url: '/api/account-delete.php',
        headers: CLIENT,
        payload: { reason: 'time', password: 'whatever' },
      });
      expect(visitor.statusCode).toBe(403);
      const a = await member();
      const elsewhere = await deleteAccount(
        a,
        { reason: 'time', password: a.password },
        { host: HERZKLOPFEN },
      );
      expect(elsewhere.statusCode).toBe(403);
      expect((await row(a.id))?.deletedAt).toBeNull();
    });

    it('refuses a wrong password with 400 and locks like a login after 5', async () => {
      const a = await member();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const wrong = await deleteAccount(a, { reason: 'price', password: 'not my password' });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({
          error: 'password_wrong',
          message: 'Please check your password.',
          statusCode: 400,
        });
      }
      const fifth = await deleteAccount(a, { reason: 'price', password: 'not my password' });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().error).toBe('account_locked');
      // Even the right password waits for the block to end.
      const right = await deleteAccount(a, { reason: 'price', password: a.password });
      expect(right.statusCode).toBe(429);
      expect((await row(a.id))?.deletedAt).toBeNull();
      clock.advance(16 * 60_000);
    });

    it("cannot delete another member's account: only the session's own, with its own password", async () => {
      const a = await member();
      // Every test member shares one password: this one has their own.
      const signedUp = await signup(t.app, { password: 'a different secret 9' });
      const b = { id: signedUp.user.profile.id as number, token: signedUp.token, name: 'B' };
      const withOthersPassword = await deleteAccount(b, { reason: 'price', password: a.password, id: a.id });
      expect(withOthersPassword.statusCode).toBe(400);
      expect((await row(a.id))?.deletedAt).toBeNull();
      expect((await row(b.id))?.deletedAt).toBeNull();
    });
  });

  describe('deleting', () => {
    it('marks the account, ends every session, mails the link; login and signup then point to it', async () => {
      const a = await member({ name: 'Leaving Lena' });
      const second = sessionCookieOf(await logIn(t.app, a.email, a.password));
      expect(second).toBeDefined();
      const response = await deleteAccount(a, {
        reason: 'found_someone',
        remarks: '  Met someone here, thanks!  ',
        password: a.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      // The cookie is cleared and both sessions are over.
      expect(response.cookies.find((cookie) => cookie.name === 'auth.session')?.value).toBe('');
      for (const token of [a.token, second as string]) {
        expect((await t.app.inject({ url: '/api/user.php', cookies: withSession(token) })).statusCode).toBe(
          403,
        );
      }
      const stored = await row(a.id);
      expect(stored?.deletedAt?.toISOString()).toBe(clock.now().toISOString());
      expect(stored?.deleteReason).toBe('found_someone');
      expect(stored?.deleteRemarks).toBe('Met someone here, thanks!');

      const [mail] = await mailsTo(t.app, a.email);
      expect(mail?.subject).toBe('Your Flirtmoment account has been deleted');
      expect(mail?.text).toContain(`within ${REACTIVATION_WINDOW_DAYS} days`);
      expect(mail?.links[0]).toMatch(/^https:\/\/flirtmoment\.test\/api\/reactivate\.php\?token=[\w-]{40,}$/);

      const login = await logIn(t.app, a.email, a.password);
      expect(login.statusCode).toBe(409);
      expect(login.json()).toEqual({
        error: 'account_pending_deletion',
        message:
          'This account is pending deletion. Use the reactivation link in the e-mail we sent you, or contact customer service.',
        statusCode: 409,
      });
      // A wrong password does not reveal that the account is pending deletion.
      expect((await logIn(t.app, a.email, 'wrong password 1')).statusCode).toBe(401);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: CLIENT,
        payload: signupBody({ email: a.email }),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('account_pending_deletion');
    });

    it('mails in the member’s language', async () => {
      const a = await member({ language: 'de' }, HERZKLOPFEN);
      const response = await deleteAccount(
        a,
        { reason: 'time', password: a.password },
        { host: HERZKLOPFEN },
      );
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(t.app, a.email);
      expect(mail?.subject).toBe('Dein Konto bei Herzklopfen wurde gelöscht');
      expect(mail?.text).toContain('innerhalb von 14 Tagen');
    });

    it('a burst of parallel deletions deletes once and mails once', async () => {
      const a = await member();
      const tokens = [a.token];
      for (let i = 0; i < 3; i += 1)
        tokens.push(sessionCookieOf(await logIn(t.app, a.email, a.password)) as string);
      const responses = await Promise.all(
        tokens.map((token) => deleteAccount({ ...a, token }, { reason: 'no_members', password: a.password })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses).toContain(200);
      // A request whose session the first deletion ended is refused as any ended session is.
      for (const status of statuses) expect([200, 403]).toContain(status);
      const links = await t.db.handle.db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.memberId, a.id), eq(oneTimeTokens.kind, 'reactivation')));
      expect(links).toHaveLength(1);
      expect(await mailsTo(t.app, a.email)).toHaveLength(1);
    });
  });

  describe('hidden everywhere while pending deletion', () => {
    it('is in no list and no profile of other members, nor on the landers', async () => {
      const viewer = await member({ gender: 'male', sexuality: 'hetero', country: 'NL' });
      const gone = await member({ gender: 'female', country: 'NL', fictional: true, name: 'Vanishing Vera' });
      await addPhoto(t, gone.id, { main: true });
      const visible = await member({ gender: 'female', country: 'NL', name: 'Staying Stella' });
      await addPhoto(t, visible.id, { main: true });
      // Likes both ways and a conversation before the deletion.
      expect((await as(t.app, viewer).post('/api/like.php', { id: gone.id })).statusCode).toBe(200);
      expect((await as(t.app, gone).post('/api/like.php', { id: viewer.id })).statusCode).toBe(200);
      await grantCredits(t, gone, 100);
      expect((await sendMessage(t, gone, { member: viewer.id, text: 'Hi there' })).statusCode).toBe(201);

      const ids = (profiles: { id: number }[]) => profiles.map((profile) => profile.id);
      const views = async () => {
        const v = as(t.app, viewer);
        const search = await v.get('/api/members.php', { country: 'NL', num: '50' });
        const likesList = (await v.get('/api/likes.php')).json();
        const chats = (await v.get('/api/chats.php')).json();
        const landers = await t.app.inject({
          url: '/api/lander-members.php',
          query: { limit: '24' },
          headers: { 'cf-ipcountry': 'NL' },
        });
        return {
          search: ids(search.json().profiles ?? []),
          profile: await v.get('/api/member.php', { id: String(gone.id) }),
          profiles: ids((await v.get('/api/profiles.php', { ids: String(gone.id) })).json().profiles),
          liked: likesList.profiles as number[],
          likedBy: ids(likesList.liked_by),
          chats: (chats.chats as { profile: { id: number } }[]).map((chat) => chat.profile.id),
          matchFinder: ids((await v.get('/api/match-finder.php')).json().profiles),
          landers: ids(landers.json().members),
          lander: (
            await t.app.inject({ url: '/api/lander-member.php', query: { id: String(gone.id) } })
          ).json().member,
        };
      };
      const before = await views();
      expect(before.search).toContain(gone.id);
      expect(before.profile.statusCode).toBe(200);
      expect(before.profiles).toEqual([gone.id]);
      expect(before.liked).toContain(gone.id);
      expect(before.likedBy).toContain(gone.id);
      expect(before.chats).toContain(gone.id);
      expect(before.landers).toContain(gone.id);
      expect(before.lander?.id).toBe(gone.id);

      expect(
        (await deleteAccount(gone, { reason: 'site_problems', password: gone.password })).statusCode,
      ).toBe(200);
      const after = await views();
      expect(after.search).not.toContain(gone.id);
      expect(after.search).toContain(visible.id);
      // The same 404 as for an id nobody has.
      const nobody = await as(t.app, viewer).get('/api/member.php', { id: '2147483000' });
      expect(after.profile.statusCode).toBe(404);
      expect(after.profile.json()).toEqual(nobody.json());
      expect(after.profiles).toEqual([]);
      expect(after.liked).not.toContain(gone.id);
      expect(after.likedBy).not.toContain(gone.id);
      expect(after.chats).not.toContain(gone.id);
      expect(after.matchFinder).not.toContain(gone.id);
      expect(after.landers).not.toContain(gone.id);
      expect(after.lander).toBeNull();
      // Nobody can like, block-list or write to them either.
      expect((await as(t.app, viewer).post('/api/like.php', { id: gone.id })).statusCode).toBe(404);
      expect((await sendMessage(t, viewer, { member: gone.id, text: 'Still there?' })).statusCode).toBe(404);
    });

    it('is never offered in the swipe game nor as an automatic like', async () => {
      const viewer = await member({ gender: 'male', sexuality: 'hetero', country: 'PL' });
      const gone = await member({ gender: 'female', country: 'PL', fictional: true });
      await addPhoto(t, gone.id, { main: true });
      expect((await deleteAccount(gone, { reason: 'price', password: gone.password })).statusCode).toBe(200);
      // Every other candidate is passed or liked until the game runs out: the deleted one never comes up.
      for (let round = 0; round < 200; round += 1) {
        const state = (await as(t.app, viewer).get('/api/swipe.php')).json();
        if (!state.profile) break;
        expect(state.profile.id).not.toBe(gone.id);
        await as(t.app, viewer).post('/api/swipe.php', { id: state.profile.id, like: false });
      }
      for (let round = 0; round < 5; round += 1) {
        const auto = (await as(t.app, viewer).get('/api/auto-like.php')).json();
        expect(auto.profile?.id).not.toBe(gone.id);
        clock.advance(DAY);
      }
      expect(
        await t.db.handle.db
          .select()
          .from(likes)
          .where(and(eq(likes.likerId, gone.id), eq(likes.likedId, viewer.id))),
      ).toEqual([]);
    });
  });

  describe('reactivation', () => {
    it('the mailed link restores the account once; reused, elsewhere or without a token it is refused', async () => {
      const a = await member();
      await addPhoto(t, a.id, { main: true });
      expect((await deleteAccount(a, { reason: 'time', password: a.password })).statusCode).toBe(200);
      const token = await reactivationToken(a.email);

      const noToken = await reactivate(undefined);
      expect(noToken.statusCode).toBe(302);
      expect(noToken.headers.location).toBe('/login?reactivated=0');
      // Another site's host: the link belongs to Flirtmoment's member.
      const elsewhere = await reactivate(token, HERZKLOPFEN);
      expect(elsewhere.headers.location).toBe('/login?reactivated=0');
      expect((await row(a.id))?.deletedAt).not.toBeNull();

      const used = await reactivate(token);
      expect(used.statusCode).toBe(302);
      expect(used.headers.location).toBe('/login?reactivated=1');
      const restored = await row(a.id);
      expect(restored?.deletedAt).toBeNull();
      expect(restored?.deleteReason).toBeNull();
      expect((await logIn(t.app, a.email, a.password)).statusCode).toBe(200);
      expect(await t.db.handle.db.select().from(photos).where(eq(photos.memberId, a.id))).toHaveLength(1);

      const reused = await reactivate(token);
      expect(reused.headers.location).toBe('/login?reactivated=0');
      // A garbage token is the same refusal, never an error.
      expect((await reactivate('x'.repeat(200))).headers.location).toBe('/login?reactivated=0');
    });

    it('voids every reset link mailed before, and answers a new reset request with the reactivation hint', async () => {
      const a = await member();
      const resetRequest = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/password-reset.php',
          headers: CLIENT,
          payload: { email: a.email },
        });
      expect((await resetRequest()).statusCode).toBe(200);
      const resetToken = await linkTokenFor(t.app, a.email, '/reset-password/do');
      expect((await deleteAccount(a, { reason: 'time', password: a.password })).statusCode).toBe(200);
      const mailsBefore = (await mailsTo(t.app, a.email)).length;

      const again = await resetRequest();
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'account_pending_deletion' });
      expect(await mailsTo(t.app, a.email)).toHaveLength(mailsBefore);

      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset-do.php',
        headers: CLIENT,
        payload: {
          token: resetToken,
          password: 'a new long password',
          password_repeat: 'a new long password',
        },
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toMatchObject({ error: 'token_invalid' });
      // Still pending deletion, with the old password: the link took nothing over.
      expect((await logIn(t.app, a.email, a.password)).statusCode).toBe(409);
    });

    it('customer service reactivates by site and address; the mailed link dies with it', async () => {
      const a = await member();
      const repositories = createRepositories(t.db.handle.db, { sessionCache: t.app.sessionCache });
      const [flirtmoment] = await t.db.handle.db
        .select()
        .from(sites)
        .where(eq(sites.domain, 'flirtmoment.test'));
      const siteId = flirtmoment?.id as number;
      expect(await reactivateAccountByEmail(repositories, siteId, a.email, clock.now())).toBe('not_deleted');
      expect(await reactivateAccountByEmail(repositories, siteId, 'nobody@example.com', clock.now())).toBe(
        'not_found',
      );
      expect((await deleteAccount(a, { reason: 'price', password: a.password })).statusCode).toBe(200);
      const token = await reactivationToken(a.email);
      expect(await reactivateAccountByEmail(repositories, siteId + 1000, a.email, clock.now())).toBe(
        'not_found',
      );
      expect(
        await reactivateAccountByEmail(repositories, siteId, ` ${a.email.toUpperCase()} `, clock.now()),
      ).toBe('reactivated');
      expect((await logIn(t.app, a.email, a.password)).statusCode).toBe(200);
      expect((await reactivate(token)).headers.location).toBe('/login?reactivated=0');
    });
  });

  describe('the offer to stay', () => {
    const offer = (who: TestMember, host?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account-delete-offer.php',
        headers: { ...CLIENT, ...(host ? { host } : {}) },
        cookies: withSession(who.token),
      });

    it("gives the site's delete discount as a personal code, the same one when asked again", async () => {
      const a = await member();
      const responses = await Promise.all([offer(a), offer(a), offer(a), offer(a)]);
      for (const response of responses) expect(response.statusCode).toBe(200);
      const codes = new Set(responses.map((response) => response.json().discountcode.code));
      expect(codes.size).toBe(1);
      const { discountcode } = responses[0]!.json();
      expect(discountcode).toMatchObject({
        user_id: a.id,
        value_percentage: 50,
        status: 'active',
        expired: false,
      });
      expect(discountcode.code).toMatch(/^STAY[0-9A-F]{10}$/);
      // The code is the member's: the discount lookup finds it for them and for nobody else.
      const b = await member();
      expect((await as(t.app, a).get('/api/discountcode.php', { code: discountcode.code })).statusCode).toBe(
        200,
      );
      expect((await as(t.app, b).get('/api/discountcode.php', { code: discountcode.code })).statusCode).toBe(
        404,
      );
      expect((await row(a.id))?.deletedAt).toBeNull();

      const german = await member({}, HERZKLOPFEN);
      const theirs = await offer(german, HERZKLOPFEN);
      expect(theirs.json().discountcode.value_percentage).toBe(30);
      expect((await offer(german)).statusCode).toBe(403);
    });

    it('is 404 where the site makes no offer', async () => {
      const a = await member({}, HERZKLOPFEN);
      await t.db.handle.db.update(sites).set({ deleteDiscount: 0 }).where(eq(sites.domain, HERZKLOPFEN));
      t.app.services.siteDirectory.invalidate();
      try {
        const response = await offer(a, HERZKLOPFEN);
        expect(response.statusCode).toBe(404);
        // In the member's language: Herzklopfen's members are German.
        expect(response.json().message).toBe('Auf dieser Website gibt es kein Angebot zum Bleiben.');
        expect(
          await t.db.handle.db.select().from(discountCodes).where(eq(discountCodes.memberId, a.id)),
        ).toEqual([]);
      } finally {
        await t.db.handle.db.update(sites).set({ deleteDiscount: 30 }).where(eq(sites.domain, HERZKLOPFEN));
        t.app.services.siteDirectory.invalidate();
      }
    });
  });

  describe('erasure after the window', () => {
    it('keeps everything for 13 days, then the job erases the personal data and the link is refused', async () => {
      const a = await member({ name: 'Erased Erika', city: 'Utrecht', aboutMe: 'I love long walks' });
      const other = await member({ gender: 'male' });
      const photo = await addPhoto(t, a.id, { main: true });
      await grantCredits(t, a, 200);
      expect((await sendMessage(t, a, { member: other.id, text: 'my private words' })).statusCode).toBe(201);
      expect((await sendMessage(t, other, { member: a.id, text: 'their reply' })).statusCode).toBe(201);
      // A chat photo they sent: its file lies in the chat attachments folder.
      const attachmentKey = `${'ab'.repeat(16)}.jpg`;
      const attachmentsDir = path.join(t.config.dataDir, 'chat-attachments');
      await mkdir(attachmentsDir, { recursive: true });
      await writeFile(path.join(attachmentsDir, attachmentKey), 'a private picture');
      await t.db.handle.db
        .update(messages)
        .set({ kind: 'photo', attachmentKey, attachmentWidth: 10, attachmentHeight: 10 })
        .where(eq(messages.senderId, a.id));
      expect((await as(t.app, other).post('/api/like.php', { id: a.id })).statusCode).toBe(200);
      await t.db.handle.db.insert(blocks).values({ blockerId: a.id, blockedId: (await member()).id });
      const ledgerBefore = await t.db.handle.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.memberId, a.id));

      expect(
        (await deleteAccount(a, { reason: 'other', remarks: 'private reasons', password: a.password }))
          .statusCode,
      ).toBe(200);
      const token = await reactivationToken(a.email);

      clock.advance(13 * DAY);
      await t.app.jobs.runDue();
      expect((await row(a.id))?.erasedAt).toBeNull();
      expect((await row(a.id))?.name).toBe('Erased Erika');

      // Reactivated at day 13 and deleted again: the window starts anew.
      expect((await reactivate(token)).headers.location).toBe('/login?reactivated=1');
      const relogin = sessionCookieOf(await logIn(t.app, a.email, a.password)) as string;
      expect(
        (await deleteAccount({ ...a, token: relogin }, { reason: 'price', password: a.password })).statusCode,
      ).toBe(200);
      const second = await reactivationToken(a.email);
      clock.advance(13 * DAY);
      await t.app.jobs.runDue();
      expect((await row(a.id))?.erasedAt).toBeNull();

      clock.advance(DAY + 3_600_000);
      await t.app.jobs.runDue();
      const erased = await row(a.id);
      expect(erased?.erasedAt).not.toBeNull();
      expect(erased).toMatchObject({
        email: `erased-member-${a.id}`,
        name: 'Deleted member',
        city: null,
        aboutMe: null,
        deleteRemarks: null,
        mainPhotoId: null,
        dateOfBirth: '',
      });
      expect(erased?.email).not.toContain('@');
      expect(JSON.stringify(erased)).not.toContain(a.email);
      expect(await t.db.handle.db.select().from(photos).where(eq(photos.memberId, a.id))).toEqual([]);
      for (const file of [photo.filename, photo.thumbFilename]) {
        await expect(access(path.join(t.config.dataDir, 'uploads', file))).rejects.toThrow();
      }
      const sent = await t.db.handle.db.select().from(messages).where(eq(messages.senderId, a.id));
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.map((message) => message.body)).toEqual(sent.map(() => ''));
      expect(sent.map((message) => message.attachmentKey)).toEqual(sent.map(() => null));
      await expect(access(path.join(attachmentsDir, attachmentKey))).rejects.toThrow();
      // The other member's own words stay theirs.
      const replies = await t.db.handle.db.select().from(messages).where(eq(messages.senderId, other.id));
      expect(replies.map((message) => message.body)).toContain('their reply');
      expect(await t.db.handle.db.select().from(likes).where(eq(likes.likedId, a.id))).toEqual([]);
      expect(await t.db.handle.db.select().from(blocks).where(eq(blocks.blockerId, a.id))).toEqual([]);
      expect(await t.db.handle.db.select().from(sessions).where(eq(sessions.memberId, a.id))).toEqual([]);
      expect(
        await t.db.handle.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.memberId, a.id)),
      ).toEqual([]);
      // The books stay: every ledger entry, and the balance still their sum (checked after each test).
      const ledgerAfter = await t.db.handle.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.memberId, a.id));
      const keptIds = new Set(ledgerAfter.map((entry) => entry.id));
      expect(ledgerBefore.length).toBeGreaterThan(0);
      for (const entry of ledgerBefore) expect(keptIds.has(entry.id)).toBe(true);
      expect((await row(a.id))?.credits).toBe(ledgerAfter.reduce((sum, entry) => sum + entry.delta, 0));

      // The link is refused, the old address logs into nothing and is free for a new signup.
      expect((await reactivate(second)).headers.location).toBe('/login?reactivated=0');
      expect((await logIn(t.app, a.email, a.password)).statusCode).toBe(401);
      const fresh = await signup(t.app, { email: a.email });
      expect(fresh.response.statusCode).toBe(201);
      // Running the job again finds nothing more to do.
      const report = await t.app.jobs.runDue();
      expect(report).toBeDefined();
      expect((await row(a.id))?.email).toBe(`erased-member-${a.id}`);
    });
  });
});
