/** @jest-environment node */
import { CHAT_HISTORY_DAYS, LANGUAGES } from 'contract';
import { checkMessageText } from '../../../features/chat/message-text.js';
import { demoChats } from './conversations.js';

const DAY = 86_400_000;

describe('the demo conversations', () => {
  it.each(LANGUAGES)('are written in %s by the well-known accounts only, as valid messages', (language) => {
    const chats = demoChats(language);
    expect(chats.map((chat) => chat.members)).toEqual([
      ['premium', 'free'],
      ['premium', 'premiumPartner'],
      ['free', 'freePartner'],
    ]);
    const all = chats.flatMap((chat) => chat.messages);
    expect(new Set(all.map((message) => message.from))).toEqual(new Set(['premium', 'free']));
    for (const message of all) expect(checkMessageText(message.text, 1000)).toBe(message.text);
    // One message is older than the history window, so the privacy notice shows.
    expect(all.filter((message) => message.ageMs > CHAT_HISTORY_DAYS * DAY)).toHaveLength(1);
    // Each chat's messages are oldest first.
    for (const chat of chats) {
      const ages = chat.messages.map((message) => message.ageMs);
      expect(ages).toEqual([...ages].sort((a, b) => b - a));
    }
  });

  it('differs by language', () => {
    const greetings = new Set(LANGUAGES.map((language) => demoChats(language)[0]?.messages[0]?.text));
    expect(greetings.size).toBe(LANGUAGES.length);
  });
});
