/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CLIENT, withSession } from '../../testing/accounts.js';
import {
  balanceOf,
  clientId,
  createChatMember,
  recordEvents,
  sendMessage,
  setUpChatTestApp,
} from '../../testing/chat.js';
import { as, createMember, type TestMember } from '../../testing/members.js';

const BOUNDARY = '----chat-photo-boundary';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

interface Part {
  name: string;
  filename?: string;
  body: Buffer | string;
}

function form(parts: Part[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: image/jpeg`) +
          '\r\n\r\n',
      ),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

const photo = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Author' } })
    .toBuffer();

/** The photo's parts: client id, recipient, file. */
const photoParts = async (
  recipient: Record<string, number>,
  id = clientId(),
  bytes?: Buffer,
): Promise<Part[]> => [
  { name: 'client_id', body: id },
  ...Object.entries(recipient).map(([name, value]) => ({ name, body: String(value) })),
  { name: 'file', filename: 'holiday.jpg', body: bytes ?? (await photo()) },
];

describe('photo attachments in chats', () => {
  const { t } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));

  const attachmentsDir = () => path.join(t.config.dataDir, 'chat-attachments');
  const storedFiles = async () => (existsSync(attachmentsDir()) ? readdir(attachmentsDir()) : []);

  const upload = (member: TestMember | null, payload: Buffer, headers: Record<string, string> = MULTIPART) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat-attachment.php',
      headers: { ...CLIENT, ...headers },
      payload,
      ...(member ? { cookies: withSession(member.token) } : {}),
    });
  const image = (member: TestMember | null, id: number, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: '/api/chat-attachment.php',
      query: { id: String(id) },
      headers,
      ...(member ? { cookies: withSession(member.token) } : {}),
    });

  const premiumPair = async () => {
    const sender = await createChatMember(t, { name: 'Sender', premium: true, credits: 100 });
    const recipient = await createMember(t, { name: 'Recipient' });
    return [sender, recipient] as const;
  };

  it('sends a premium member’s photo for photo_credits, shown to the conversation’s two members only', async () => {
    const [sender, recipient] = await premiumPair();
    const eve = await createMember(t);
    const events = recordEvents(t, recipient);
    const id = clientId();
    const sent = await upload(sender, form(await photoParts({ member: recipient.id }, id)));
    expect(sent.statusCode).toBe(201);
    const { message, credits } = sent.json();
    expect(credits).toBe(100);
    expect(message).toMatchObject({
      kind: 'photo',
      client_id: id,
      text: '',
      read: false,
      attachment: {
        id: message.id,
        url: `/api/chat-attachment.php?id=${message.id}`,
        width: 640,
        height: 480,
      },
    });
    expect(events.of(recipient, 'message')).toEqual([
      {
        type: 'message',
        seq: expect.any(Number),
        message: expect.objectContaining({ id: message.id, kind: 'photo' }),
      },
    ]);
    events.stop();
    const ledger = (await as(t.app, sender).get('/api/credits.php')).json();
    expect(ledger.entries[0]).toMatchObject({ delta: -20, reason: 'photo', object: `message:${message.id}` });

    for (const member of [sender, recipient]) {
      const answer = await image(member, message.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      const metadata = await sharp(answer.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      // Re-encoded without the sender's metadata.
      expect(metadata.exif).toBeUndefined();
      const again = await image(member, message.id, { 'if-none-match': answer.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
    for (const outsider of [eve, null]) {
      const refused = await image(outsider, message.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: 'not_found' });
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    expect((await image(sender, 2_147_483_647)).statusCode).toBe(404);
    expect((await image(sender, 2_147_483_648)).statusCode).toBe(400);
    // Text messages have no image.
    const text = (await sendMessage(t, sender, { member: recipient.id, text: 'hi' })).json().message;
    expect((await image(sender, text.id)).statusCode).toBe(404);

    // Sent again with the same client id: the stored photo, not charged, no second file.
    const files = (await storedFiles()).length;
    const retry = await upload(sender, form(await photoParts({ member: recipient.id }, id)));
    expect(retry.statusCode).toBe(201);
    expect(retry.json().message.id).toBe(message.id);
    expect(await balanceOf(t, sender)).toBe(90);
    expect((await storedFiles()).length).toBe(files);
  });

  it('refuses free members with 403 premium_only before reading the photo', async () => {
    const free = await createMember(t);
    const other = await createMember(t);
    const refused = await upload(free, form(await photoParts({ member: other.id })));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'premium_only',
      message: 'only available for premium members',
    });
    const visitor = await upload(null, form(await photoParts({ member: other.id })));
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().message).toBe('You need to be logged in to chat');
    expect(await balanceOf(t, free)).toBe(20);
  });

  it('refuses what is not a usable photo or body, charging nothing and keeping no file', async () => {
    const [sender, recipient] = await premiumPair();
    const before = (await storedFiles()).length;
    const jpeg = await photo(300, 300);
    const cases: [string, Buffer, number, RegExp][] = [
      [
        'not an image',
        form(await photoParts({ member: recipient.id }, clientId(), Buffer.from('hello'))),
        415,
        /JPEG, PNG/,
      ],
      [
        'a truncated image',
        form(await photoParts({ member: recipient.id }, clientId(), jpeg.subarray(0, 200))),
        415,
        /./,
      ],
      [
        'a body cut off in the file',
        form(await photoParts({ member: recipient.id }, clientId(), randomBytes(5000))).subarray(0, 3000),
        400,
        /multipart/,
      ],
      [
        'no file',
        form([
          { name: 'client_id', body: clientId() },
          { name: 'member', body: String(recipient.id) },
        ]),
        400,
        /No photo/,
      ],
      [
        'no client id',
        form([
          { name: 'member', body: String(recipient.id) },
          { name: 'file', filename: 'a.jpg', body: jpeg },
        ]),
        400,
        /client_id/,
      ],
      ['a bad client id', form(await photoParts({ member: recipient.id }, 'not-a-uuid')), 400, /client_id/],
      ['an id past the bounds', form(await photoParts({ member: 2_147_483_648 })), 400, /member/],
      ['both recipients', form(await photoParts({ member: recipient.id, conversation: 1 })), 400, /either/],
      [
        'an unknown field',
        form([...(await photoParts({ member: recipient.id })), { name: 'caption', body: 'x' }]),
        400,
        /caption/,
      ],
      [
        'two files',
        form([
          ...(await photoParts({ member: recipient.id })),
          { name: 'file', filename: 'b.jpg', body: jpeg },
        ]),
        400,
        /one photo/,
      ],
      ['an unknown member', form(await photoParts({ member: 2_147_483_647 })), 404, /member/],
    ];
    for (const [label, body, status, message] of cases) {
      const response = await upload(sender, body);
      expect({ label, status: response.statusCode }).toEqual({ label, status });
      expect(response.json().message).toMatch(message);
    }
    const notMultipart = await upload(sender, Buffer.from('{}'), { 'content-type': 'application/json' });
    expect(notMultipart.statusCode).toBe(415);
    const tooLarge = await upload(sender, Buffer.alloc(16), {
      ...MULTIPART,
      'content-length': String(11 * 1024 * 1024),
    });
    expect(tooLarge.statusCode).toBe(413);
    // The 20 signup credits and the 100 granted: nothing spent.
    expect(await balanceOf(t, sender)).toBe(120);
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses a photo the balance does not cover with 402 before any image work', async () => {
    const sender = await createChatMember(t, { premium: true });
    const recipient = await createMember(t);
    await sendMessage(t, sender, { member: recipient.id, text: 'spend' });
    await sendMessage(t, sender, { member: recipient.id, text: 'it all' });
    const before = (await storedFiles()).length;
    const refused = await upload(sender, form(await photoParts({ member: recipient.id })));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toBe('not_enough_credits');
    expect((await storedFiles()).length).toBe(before);
  });

  it('deletes the photos with the conversation when a member blocks the other', async () => {
    const [sender, recipient] = await premiumPair();
    const sent = (await upload(sender, form(await photoParts({ member: recipient.id })))).json().message;
    expect((await image(recipient, sent.id)).statusCode).toBe(200);
    const files = (await storedFiles()).length;
    expect((await as(t.app, recipient).post('/api/block.php', { id: sender.id })).statusCode).toBe(200);
    expect((await image(recipient, sent.id)).statusCode).toBe(404);
    expect((await image(sender, sent.id)).statusCode).toBe(404);
    expect((await storedFiles()).length).toBe(files - 1);
  });
});
