import { message } from '../../test/chatServer';
import {
  emptyPages,
  flattenMessages,
  markOwnReadUpTo,
  mergeMessages,
  newestId,
  olderPageParam,
  type MessagePages,
} from './message-cache';

const pages = (...lists: number[][]): MessagePages => ({
  pages: lists.map((ids, index) => ({
    messages: ids.map((id) => message(id, id % 2 ? 42 : 7, `m${id}`, { read: id % 2 ? null : false })),
    has_more: index < lists.length - 1,
    older_hidden: false,
  })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : index)),
});

const ids = (data: MessagePages | undefined) => flattenMessages(data).map((item) => item.id);

describe('the cached history of a conversation', () => {
  it('flattens the pages oldest first', () => {
    expect(ids(pages([6, 5, 4], [3, 2]))).toEqual([2, 3, 4, 5, 6]);
    expect(ids(undefined)).toEqual([]);
  });

  it('adds new messages once each, and refreshes those it has', () => {
    const data = pages([6, 5, 4], [3, 2]);
    const merged = mergeMessages(data, [
      message(7, 42, 'new'),
      message(5, 42, 'edited'),
      message(7, 42, 'new'),
    ]);
    expect(ids(merged)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(flattenMessages(merged).find((item) => item.id === 5)?.text).toBe('edited');
    expect(merged.pages[0]!.messages.map((item) => item.id)).toEqual([7, 6, 5, 4]);
    expect(ids(mergeMessages(undefined, [message(1, 7, 'first')]))).toEqual([1]);
    expect(mergeMessages(undefined, []).pages).toEqual(emptyPages().pages);
  });

  it('marks the own messages up to a read position as read, leaving receipts that are null alone', () => {
    const data = pages([6, 5, 4, 3, 2]);
    data.pages[0]!.messages.find((item) => item.id === 2)!.read = null;
    const read = flattenMessages(markOwnReadUpTo(data, 7, 4));
    expect(read.map((item) => [item.id, item.read])).toEqual([
      [2, null],
      [3, null],
      [4, true],
      [5, null],
      [6, false],
    ]);
  });

  it('knows where a catch-up starts and where the next older page begins', () => {
    expect(newestId(pages([6, 5], [4]))).toBe(6);
    expect(newestId(undefined)).toBe(0);
    expect(olderPageParam(pages([6, 5, 4], [3]).pages[0]!)).toBe(4);
    expect(olderPageParam(pages([3]).pages[0]!)).toBeUndefined();
  });
});
