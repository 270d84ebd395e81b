/** @jest-environment node */
import { FREE_CONVERSATION_LIMIT } from 'contract';
import { createChatMember, sendMessage, setUpChatTestApp } from '../../testing/chat.js';
import { as, type TestMember } from '../../testing/members.js';

/**
 * A free member starts at most FREE_CONVERSATION_LIMIT conversations. Blocking deletes the pair's
 * conversation, but not the start it cost: blocking and unblocking gives no new conversation starts.
 */
describe('the free conversation limit', () => {
  const { t } = setUpChatTestApp(new Date('2026-06-01T12:00:00Z'));

  const partner = () => createChatMember(t, { gender: 'male', fictional: true });
  const start = (from: TestMember, to: TestMember) => sendMessage(t, from, { member: to.id, text: 'Hello!' });

  it('is not reset by blocking and unblocking the partners', async () => {
    const free = await createChatMember(t, { credits: 500 });
    const partners = await Promise.all(Array.from({ length: FREE_CONVERSATION_LIMIT }, partner));
    for (const other of partners) expect((await start(free, other)).statusCode).toBe(201);
    const next = await partner();
    expect((await start(free, next)).json()).toMatchObject({ error: 'conversation_limit' });

    for (const other of partners) {
      expect((await as(t.app, free).post('/api/block.php', { id: other.id })).statusCode).toBe(200);
      expect((await as(t.app, free).delete('/api/block.php', { id: String(other.id) })).statusCode).toBe(200);
    }
    // The probe's finding: after this, one member started five conversations.
    const refused = await start(free, next);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'conversation_limit' });
  });

  it('still lets a member below the limit write again to a partner they blocked and unblocked', async () => {
    const free = await createChatMember(t, { credits: 500 });
    const first = await partner();
    expect((await start(free, first)).statusCode).toBe(201);
    expect((await as(t.app, free).post('/api/block.php', { id: first.id })).statusCode).toBe(200);
    expect((await as(t.app, free).delete('/api/block.php', { id: String(first.id) })).statusCode).toBe(200);
    expect((await start(free, first)).statusCode).toBe(201);
    // The same partner counts once: one start is still left.
    expect((await start(free, await partner())).statusCode).toBe(201);
  });
});
