/**
 * A small in-memory chat API behind the global fetch, for the chat's page tests: the kernel's real client
 * builds real requests and reads real responses, and this answers them the way the API does (pages of
 * history newest first, `before` and `after`, idempotent sends by client id, a free member's free text
 * messages spent first, credits charged per message after).
 * A test can queue refusals (a 402, a network failure) and read every request sent.
 */
import {
  CHAT_PAGE_SIZE,
  type ChatEntry,
  type Conversation,
  type MemberCard,
  type Message,
} from 'shared-ui/kernel';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer instead of the normal one: an error status, no connection, or one the test gives later. */
type Refusal = { status: number; body: unknown } | 'network' | Promise<Response>;

export interface ChatServerOptions {
  ownId: number;
  other: MemberCard;
  /** The conversation's id, or null when the two have not written yet. */
  conversationId: number | null;
  messages?: Message[];
  credits?: number;
  paidUser?: boolean;
  messageCredits?: number;
  /** The free member's free text messages left (0 unless given). */
  freeMessages?: number;
  canSend?: boolean;
  refusal?: string | null;
  olderHidden?: boolean;
  pageSize?: number;
  /** Other conversations on the member's list. */
  otherChats?: ChatEntry[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function lotte(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id: 42,
    name: 'Lotte',
    age: 27,
    gender: 'female',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    main_image: { filename: 'lotte.jpg', thumb_filename: 'lotte_thumb.jpg', match: 'lotte_thumb.jpg' },
    photo_count: 2,
    fictional: false,
    ...overrides,
  };
}

/** The site's credit packages as packages.php answers them (two of them, the second one popular). */
export function creditPackages() {
  const money = (amount: number) => ({ amount, currency: 'EUR' });
  const offer = (id: number, credits: number, amount: number, popular: boolean) => ({
    id,
    tier: `p${id - 1}`,
    credits,
    price: money(amount),
    normal_price: money(amount),
    savings_percentage: id === 1 ? 0 : 20,
    popular,
    discount_percentage: null,
  });
  return {
    country: 'DE',
    currency: 'EUR',
    packages: [offer(1, 100, 1299, false), offer(2, 250, 2599, true)],
    payment_methods: ['creditcard'],
  };
}

/** A stored message; `from` is the sender's id. */
export function message(id: number, from: number, text: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: 15,
    sender_id: from,
    kind: 'text',
    text,
    gift: null,
    attachment: null,
    created_at: new Date(Date.UTC(2025, 4, 1, 9, 0) + id * 60_000).toISOString(),
    read: null,
    ...overrides,
  };
}

// The real fetch comes back after each test.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

export function startChatServer(options: ChatServerOptions) {
  const state = {
    conversationId: options.conversationId,
    messages: [...(options.messages ?? [])],
    credits: options.credits ?? 100,
    freeMessagesLeft: options.freeMessages ?? 0,
    readCalls: 0,
    chats: [...(options.otherChats ?? [])],
  };
  const requests: RecordedRequest[] = [];
  const sendRefusals: Refusal[] = [];
  const deleteRefusals: Refusal[] = [];
  const pageSize = options.pageSize ?? CHAT_PAGE_SIZE;
  const messageCredits = options.messageCredits ?? 10;

  const conversation = (): Conversation => ({
    id: state.conversationId,
    profile: options.other,
    can_send: options.canSend ?? true,
    refusal: options.refusal ?? null,
    starts_left: options.paidUser ? null : 2,
  });

  const chatList = () => {
    const own: ChatEntry[] =
      state.conversationId === null
        ? []
        : [
            {
              conversation: state.conversationId,
              profile: options.other,
              num_unread_messages: 0,
              last_message: state.messages[state.messages.length - 1] ?? null,
            },
          ];
    const chats = [...own, ...state.chats];
    return {
      chats,
      total_unread_messages: chats.reduce((sum, entry) => sum + entry.num_unread_messages, 0),
    };
  };

  const page = (query: URLSearchParams) => {
    const before = Number(query.get('before') ?? Infinity);
    const after = Number(query.get('after') ?? -1);
    if (query.has('after')) {
      const newer = state.messages.filter((m) => m.id > after).sort((a, b) => a.id - b.id);
      return { messages: newer.slice(0, pageSize), has_more: newer.length > pageSize, older_hidden: false };
    }
    const older = state.messages.filter((m) => m.id < before).sort((a, b) => b.id - a.id);
    return {
      messages: older.slice(0, pageSize),
      has_more: older.length > pageSize,
      older_hidden: options.olderHidden ?? false,
    };
  };

  const store = (clientId: string, fields: Partial<Message>) => {
    const existing = state.messages.find((m) => m.client_id === clientId);
    const balance = () => ({ credits: state.credits, free_messages_left: state.freeMessagesLeft });
    if (existing) return json(201, { message: existing, ...balance() });
    if (state.conversationId === null) state.conversationId = 15;
    if (fields.kind === 'text' && state.freeMessagesLeft > 0) state.freeMessagesLeft -= 1;
    else state.credits -= messageCredits;
    const stored: Message = {
      id: Math.max(100, ...state.messages.map((m) => m.id)) + 1,
      conversation_id: state.conversationId,
      sender_id: options.ownId,
      client_id: clientId,
      kind: 'text',
      text: '',
      gift: null,
      attachment: null,
      created_at: new Date().toISOString(),
      read: options.paidUser ? false : null,
      ...fields,
    };
    state.messages.push(stored);
    return json(201, { message: stored, ...balance() });
  };

  const refuse = (queue: Refusal[]) => {
    const refusal = queue.shift();
    if (!refusal) return null;
    if (refusal === 'network') throw new TypeError('Failed to fetch');
    if (refusal instanceof Promise) return refusal;
    return json(refusal.status, refusal.body);
  };

  const respond = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/conversation.php':
        return json(200, { conversation: conversation() });
      case 'GET /api/messages.php':
        return json(200, page(url.searchParams));
      case 'POST /api/messages.php': {
        const refused = await refuse(sendRefusals);
        if (refused) return refused;
        const body = (await request.clone().json()) as { client_id: string; text?: string; gift?: string };
        return store(
          body.client_id,
          body.gift ? { kind: 'gift', gift: body.gift } : { kind: 'text', text: body.text ?? '' },
        );
      }
      case 'POST /api/chat-attachment.php': {
        const refused = await refuse(sendRefusals);
        if (refused) return refused;
        const form = await request.clone().formData();
        const id = Math.max(100, ...state.messages.map((m) => m.id)) + 1;
        return store(String(form.get('client_id')), {
          kind: 'photo',
          attachment: { id, url: `/api/chat-attachment.php?id=${id}`, width: 800, height: 600 },
        });
      }
      case 'POST /api/chat-read.php':
        state.readCalls++;
        return json(200, { total_unread_messages: 0 });
      case 'GET /api/chats.php':
        return json(200, chatList());
      case 'DELETE /api/chat.php': {
        const refused = await refuse(deleteRefusals);
        if (refused) return refused;
        const id = Number(url.searchParams.get('id'));
        if (id === state.conversationId) state.conversationId = null;
        state.chats = state.chats.filter((entry) => entry.conversation !== id);
        return json(200, chatList());
      }
      case 'POST /api/block.php':
        return json(200, { blocked: true });
      case 'GET /api/packages.php':
        return json(200, creditPackages());
      case 'POST /api/report.php': {
        const { member, reason } = (await request.clone().json()) as { member: number; reason: string };
        const report = { id: 1, member: { id: member, name: options.other.name }, reason, status: 'open' };
        return json(201, { report: { ...report, created_at: new Date(0).toISOString() }, duplicate: false });
      }
      default:
        return json(404, { error: 'not_found', message: 'Not found', statusCode: 404 });
    }
  };

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    requests.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: type.includes('json') ? await request.clone().json() : undefined,
    });
    return respond(request);
  }) as typeof fetch;
  return {
    state,
    requests,
    /** Requests to one endpoint ('POST /api/messages.php'). */
    sent: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
    /** The next sends are refused with these answers, in order. */
    refuseSends: (...refusals: Refusal[]) => sendRefusals.push(...refusals),
    refuseDeletes: (...refusals: Refusal[]) => deleteRefusals.push(...refusals),
    /** The next delete waits for the test's answer (to see what the list shows meanwhile). */
    holdDelete: () => {
      let answer: (status: number, body: unknown) => void = () => undefined;
      deleteRefusals.push(
        new Promise<Response>((resolve) => (answer = (status, body) => resolve(json(status, body)))),
      );
      return { answer };
    },
  };
}
