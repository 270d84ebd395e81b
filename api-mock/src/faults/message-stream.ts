/**
 * The message rows of the fault matrix: pairs of members, the sender sending a stream of messages to the
 * recipient, who has the conversation open (open-conversation.ts); a fault strikes once a third of the
 * stream is acknowledged. Each sender sends its messages one after another and retries each with the same
 * client_id until it is acknowledged, as the chat client does. Afterwards the clients get a settle time to
 * catch up, then what they showed is compared with what the database stored.
 */
import { randomUUID } from 'node:crypto';
import type { BenchMember } from '../bench/members.js';
import { AnswerTally, ApiClient } from './api-client.js';
import { ledgerMismatches, storedMessages } from './database-checks.js';
import { createFaultMembers } from './fault-members.js';
import { OpenConversation } from './open-conversation.js';

/** How long the clients get after the stream to show every stored message (catch-up polls every 5 s). */
const SETTLE_MS = 15_000;
/** A send is retried this long at most. */
const SEND_GIVE_UP_MS = 45_000;
const RETRY_MS = 250;

export interface StreamPlan {
  /** Distinguishes this scenario's members. */
  name: string;
  databaseUrl: string;
  pairs: number;
  messagesPerSender: number;
  /** Pause between one sender's messages. */
  gapMs: number;
  /** Where pair i's sender sends. */
  sendOrigin(pair: number): string;
  /** Where pair i's recipient's socket connects. */
  socketOrigin(pair: number): string;
  /** Done once a third of the messages are acknowledged, while the stream goes on. */
  fault(): Promise<void>;
}

export interface StreamResult {
  lost: number;
  duplicated: number;
  reordered: number;
  storedVsAcknowledged: number;
  ledgerVsBalance: number;
  unexpected5xx: number;
  notes: string[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface SendOutcome {
  acknowledged: boolean;
  conversationId: number | null;
}

/** Sends one message until it is acknowledged (or refused, or SEND_GIVE_UP_MS passed). */
async function sendUntilAcknowledged(
  api: ApiClient,
  origin: string,
  sender: BenchMember,
  body: Record<string, unknown>,
  refusals: string[],
): Promise<SendOutcome> {
  const payload = { client_id: randomUUID(), ...body };
  const until = Date.now() + SEND_GIVE_UP_MS;
  while (Date.now() < until) {
    const answer = await api.call('POST', '/api/messages.php', {
      token: sender.token,
      body: payload,
      origin,
    });
    if (answer.status === 201) {
      const { message } = answer.body as { message: { conversation_id: number } };
      return { acknowledged: true, conversationId: message.conversation_id };
    }
    const retryable = answer.status === 0 || answer.status >= 500 || [408, 429].includes(answer.status);
    if (!retryable) {
      refusals.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      return { acknowledged: false, conversationId: null };
    }
    await sleep(Math.min(2_000, answer.retryAfterS !== null ? answer.retryAfterS * 1000 : RETRY_MS));
  }
  return { acknowledged: false, conversationId: null };
}

export async function runMessageStream(plan: StreamPlan, lbOrigin: string): Promise<StreamResult> {
  const tally = new AnswerTally();
  const api = new ApiClient({ origin: lbOrigin, tally });
  const refusals: string[] = [];
  const members = await createFaultMembers(plan.databaseUrl, plan.pairs * 2, `faults.${plan.name}`);
  const pairs = Array.from({ length: plan.pairs }, (_, i) => ({
    sender: members[2 * i]!,
    recipient: members[2 * i + 1]!,
  }));
  const conversations: OpenConversation[] = [];
  try {
    // The first message of each pair starts the conversation the recipient then opens.
    const acknowledged = new Set<string>();
    const conversationIds = await Promise.all(
      pairs.map(async ({ sender, recipient }, i) => {
        const text = `${plan.name} pair ${i} start`;
        const sent = await sendUntilAcknowledged(
          api,
          plan.sendOrigin(i),
          sender,
          { member: recipient.id, text },
          refusals,
        );
        if (sent.conversationId === null)
          throw new Error(`pair ${i}: the first message failed ${refusals.join('; ')}`);
        acknowledged.add(text);
        return sent.conversationId;
      }),
    );
    for (const [i, { recipient }] of pairs.entries()) {
      const conversation = new OpenConversation({
        member: recipient,
        conversationId: conversationIds[i]!,
        socketOrigin: plan.socketOrigin(i),
        api,
        tally,
      });
      conversations.push(conversation);
    }
    await Promise.all(conversations.map((conversation) => conversation.open()));

    const total = plan.pairs * plan.messagesPerSender;
    let faultStarted: Promise<void> | null = null;
    let faultError: unknown = null;
    const startFaultOnce = () => {
      faultStarted ??= plan.fault().catch((error: unknown) => {
        faultError = error;
      });
    };
    await Promise.all(
      pairs.map(async ({ sender }, i) => {
        for (let k = 0; k < plan.messagesPerSender; k += 1) {
          const text = `${plan.name} pair ${i} #${k}`;
          const sent = await sendUntilAcknowledged(
            api,
            plan.sendOrigin(i),
            sender,
            { conversation: conversationIds[i], text },
            refusals,
          );
          if (sent.acknowledged) acknowledged.add(text);
          if (acknowledged.size - plan.pairs >= total / 3) startFaultOnce();
          await sleep(plan.gapMs);
        }
      }),
    );
    startFaultOnce();
    await faultStarted;
    if (faultError) throw faultError;

    // The clients catch up: until every stored message is shown, SETTLE_MS at most.
    const settleUntil = Date.now() + SETTLE_MS;
    let stored = await storedMessages(plan.databaseUrl, conversationIds);
    const unshown = () =>
      stored.filter((message) => {
        const conversation = conversations[conversationIds.indexOf(message.conversationId)]!;
        return !conversation.shown.includes(message.id);
      });
    while (unshown().length > 0 && Date.now() < settleUntil) {
      await sleep(250);
      stored = await storedMessages(plan.databaseUrl, conversationIds);
    }

    const storedTexts = new Set(stored.map((message) => message.text));
    const storedTwice = stored.length - storedTexts.size;
    const ackedNotStored = [...acknowledged].filter((text) => !storedTexts.has(text)).length;
    const storedNotAcked = [...storedTexts].filter((text) => !acknowledged.has(text)).length;
    const notes: string[] = [];
    if (refusals.length > 0) notes.push(`refused sends: ${refusals.slice(0, 3).join('; ')}`);
    if (tally.samples.length > 0) notes.push(`5xx: ${tally.samples.join('; ')}`);
    const holes = conversations.reduce((sum, conversation) => sum + conversation.holes, 0);
    const withoutResume = conversations.reduce((sum, conversation) => sum + conversation.withoutResume, 0);
    if (holes > 0) notes.push(`holes seen by clients: ${holes}`);
    if (storedTwice > 0) notes.push(`messages stored twice (one client_id): ${storedTwice}`);
    const deliveredTwice = conversations.reduce((sum, conversation) => sum + conversation.duplicates, 0);
    if (deliveredTwice > 0) notes.push(`messages delivered by two events: ${deliveredTwice}`);
    if (withoutResume > 0) notes.push(`sockets without a resume frame: ${withoutResume}`);
    return {
      lost: unshown().length,
      duplicated: storedTwice + deliveredTwice,
      reordered: conversations.reduce((sum, conversation) => sum + conversation.reordered, 0),
      storedVsAcknowledged: ackedNotStored + storedNotAcked,
      ledgerVsBalance: await ledgerMismatches(
        plan.databaseUrl,
        members.map((member) => member.id),
      ),
      unexpected5xx: tally.unexpected5xx,
      notes,
    };
  } finally {
    for (const conversation of conversations) conversation.close();
    api.close();
  }
}
