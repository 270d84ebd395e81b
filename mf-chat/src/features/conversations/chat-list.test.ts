import { i18n, initI18n, addNamespace } from 'shared-ui/kernel';
import en from '../../i18n/en.json';
import { namespace } from '../../app/translations';
import { message } from '../../test/chatServer';
import { describeLastMessage, newestFirst, withoutChat } from './chat-list';
import type { ChatEntry } from 'shared-ui/kernel';

const entry = (conversation: number, last: ChatEntry['last_message'], unread = 0): ChatEntry => ({
  conversation,
  profile: {
    id: conversation,
    name: `Member ${conversation}`,
    age: 30,
    gender: null,
    country: 'GB',
    region: null,
    city: null,
    main_image: null,
    photo_count: 0,
    fictional: false,
  },
  num_unread_messages: unread,
  last_message: last,
});

beforeAll(async () => {
  await initI18n('en');
  addNamespace(namespace, { en });
  await i18n.changeLanguage('en');
});
const t = () => i18n.getFixedT('en', namespace);

describe('the conversation list', () => {
  it('puts the newest conversation first, and those without a visible message last', () => {
    const list = [
      entry(1, message(1, 2, 'a', { created_at: '2025-05-01T10:00:00Z' })),
      entry(2, null),
      entry(3, message(9, 2, 'b', { created_at: '2025-05-03T10:00:00Z' })),
      entry(4, message(5, 2, 'c', { created_at: '2025-05-02T10:00:00Z' })),
    ];
    expect(newestFirst(list).map((item) => item.conversation)).toEqual([3, 4, 1, 2]);
  });

  it('takes a deleted chat and its unread messages off the list', () => {
    const list = { chats: [entry(1, null, 2), entry(2, null, 3)], total_unread_messages: 5 };
    expect(withoutChat(list, 1)).toEqual({ chats: [entry(2, null, 3)], total_unread_messages: 3 });
    expect(withoutChat(list, 9)).toEqual(list);
  });

  it('describes the last message in words', () => {
    expect(describeLastMessage(null, 7, t())).toBe('No messages yet');
    expect(describeLastMessage(message(1, 2, 'Hello\n\n  there'), 7, t())).toBe('Hello there');
    expect(describeLastMessage(message(1, 7, 'Hi'), 7, t())).toBe('You: Hi');
    expect(describeLastMessage(message(1, 2, '', { kind: 'gift', gift: 'teddy' }), 7, t())).toBe(
      'Gift: Teddy bear',
    );
    expect(describeLastMessage(message(1, 7, '', { kind: 'gift', gift: 'unicorn' }), 7, t())).toBe(
      'You: Gift: Gift',
    );
    expect(describeLastMessage(message(1, 2, '', { kind: 'photo' }), 7, t())).toBe('Photo');
  });
});
