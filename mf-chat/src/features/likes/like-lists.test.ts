import type { LikesResponse } from 'shared-ui/kernel';
import { isLikeList, likeCounts, likeEntries } from './like-lists';

const likes: LikesResponse = {
  profiles: [5, 3, 9],
  // Deliberately not new-first: the order rule must not depend on the server's.
  liked_by: [
    { id: 3, like_new: false },
    { id: 4, like_new: true },
    { id: 5, like_new: false },
    { id: 9, like_new: true },
  ],
};

describe('likes lists', () => {
  it('knows its three lists', () => {
    expect(['received', 'sent', 'matches', 'everyone', undefined].map(isLikeList)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('lists who liked the user with the new likes first, keeping the order otherwise', () => {
    expect(likeEntries(likes, 'received')).toEqual([
      { id: 4, isNew: true },
      { id: 9, isNew: true },
      { id: 3, isNew: false },
      { id: 5, isNew: false },
    ]);
  });

  it('lists whom the user liked, never as new', () => {
    expect(likeEntries(likes, 'sent')).toEqual([
      { id: 5, isNew: false },
      { id: 3, isNew: false },
      { id: 9, isNew: false },
    ]);
  });

  it('lists the matches (liked both ways), new first', () => {
    expect(likeEntries(likes, 'matches')).toEqual([
      { id: 9, isNew: true },
      { id: 3, isNew: false },
      { id: 5, isNew: false },
    ]);
  });

  it('counts each list and its new likes', () => {
    expect(likeCounts(likes)).toEqual({
      received: { total: 4, new: 2 },
      sent: { total: 3, new: 0 },
      matches: { total: 3, new: 1 },
    });
    expect(likeCounts({ profiles: [], liked_by: [] }).received).toEqual({ total: 0, new: 0 });
  });
});
