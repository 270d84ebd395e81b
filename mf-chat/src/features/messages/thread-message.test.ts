import { groupByDay, type ThreadMessage } from './thread-message';

const item = (key: string, createdAt: Date): ThreadMessage => ({
  key,
  id: null,
  own: false,
  kind: 'text',
  text: key,
  gift: null,
  image: null,
  createdAt: createdAt.toISOString(),
  status: null,
  clientId: null,
});

it('groups messages under the local day they were written on', () => {
  const days = groupByDay([
    item('a', new Date(2025, 4, 8, 23, 59)),
    item('b', new Date(2025, 4, 9, 0, 0)),
    item('c', new Date(2025, 4, 9, 18, 30)),
    item('d', new Date(2025, 4, 12, 7, 0)),
  ]);
  expect(days.map((day) => [day.key, day.messages.map((message) => message.key)])).toEqual([
    ['2025-05-08', ['a']],
    ['2025-05-09', ['b', 'c']],
    ['2025-05-12', ['d']],
  ]);
  expect(groupByDay([])).toEqual([]);
});
