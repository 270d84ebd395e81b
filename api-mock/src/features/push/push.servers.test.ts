/**
 * @jest-environment node
 *
 * Push subscriptions under parallel requests. Run by .ci/run against the real servers (DATABASE_URL:
 * PostgreSQL runs the requests truly in parallel); on PGlite they interleave query by query and must hold too.
 */
import { eq, inArray } from 'drizzle-orm';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from 'contract';
import { pushSubscriptions } from '../../db/schema.js';
import { CLIENT, withSession } from '../../testing/accounts.js';
import { startLocalPushService, type LocalPushService } from '../../testing/local-push-service.js';
import { createDiscoveryTestApp, createMember, type TestMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

describe('push subscriptions under concurrency', () => {
  let t: TestApp;
  let service: LocalPushService;
  beforeAll(async () => {
    service = await startLocalPushService();
    t = await createDiscoveryTestApp();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const subscribe = (who: TestMember, subscription: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: CLIENT,
      cookies: withSession(who.token),
      payload: { subscription },
    });

  it('leaves one row when two members subscribe the same browser at once', async () => {
    const [anna, bert] = [await createMember(t), await createMember(t)];
    const browser = service.browser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => subscribe(i % 2 === 0 ? anna : bert, browser.subscription)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db.handle.db
      .select({ memberId: pushSubscriptions.memberId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect([anna.id, bert.id]).toContain(rows[0]?.memberId);
  });

  it(`keeps ${PUSH_SUBSCRIPTIONS_PER_MEMBER} browsers of a member when more subscribe at once`, async () => {
    const [anna, bert] = [await createMember(t), await createMember(t)];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        subscribe(i % 2 === 0 ? anna : bert, service.browser().subscription),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
    const rows = await t.db.handle.db
      .select({ memberId: pushSubscriptions.memberId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.memberId, [anna.id, bert.id]));
    expect(rows.filter((row) => row.memberId === anna.id)).toHaveLength(8);
    expect(rows.filter((row) => row.memberId === bert.id)).toHaveLength(8);
    const more = await Promise.all(
      Array.from({ length: 6 }, () => subscribe(anna, service.browser().subscription)),
    );
    expect(more.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const annas = await t.db.handle.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, anna.id));
    expect(annas).toHaveLength(PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });
});
