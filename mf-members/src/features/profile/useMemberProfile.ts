import { useCallback, useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, fetchMember, markLikeSeen, newLikesAtom, type MemberResponse } from 'shared-ui/kernel';
import { describeMembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { rememberProfilesAtom, toCard } from '../member-cards/profile-cache';

export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'ready'; data: MemberResponse }
  | { status: 'notFound' }
  /** The member blocked the viewer: only the message, no profile. */
  | { status: 'blockedBy'; message: string }
  | { status: 'error'; message: string };

/**
 * A member's profile (GET /api/member.php) by id, with what opening it implies: its cards go to the
 * profile cache, and a like from this member counts as seen (the new-likes badge goes down).
 */
export function useMemberProfile(id: number) {
  const { t } = useTranslation(namespace);
  const remember = useSetAtom(rememberProfilesAtom);
  const setNewLikes = useSetAtom(newLikesAtom);
  // Tagged with its member id: after a move to another profile, the old one is never shown as the new one.
  const [state, setState] = useState<{ id: number; attempt: number; load: ProfileLoad }>({
    id,
    attempt: 0,
    load: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const settle = (load: ProfileLoad) => current && setState({ id, attempt, load });
    fetchMember(id).then(
      (data) => {
        if (!current) return;
        // A blocked member's answer carries no card (name and main image only) and no like.
        if (!data.blocked) remember([toCard(data.profile), ...data.related, ...data.similar]);
        settle({ status: 'ready', data });
        // Opening a like's profile clears its new flag.
        if (!data.blocked && data.like?.liked_by) {
          markLikeSeen(id).then(
            (likes) => setNewLikes(likes.liked_by.filter((entry) => entry.like_new).length),
            () => undefined, // The badge catches up with the next likes reload.
          );
        }
      },
      async (error: unknown) => {
        const described = await describeMembersError(error, t);
        if (described.code === ERROR_CODES.blockedByMember) {
          settle({ status: 'blockedBy', message: described.message });
        } else if (described.status === 404 || described.code === ERROR_CODES.notFound) {
          settle({ status: 'notFound' });
        } else {
          settle({ status: 'error', message: described.message });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt, remember, setNewLikes, t]);

  const load: ProfileLoad = state.id === id && state.attempt === attempt ? state.load : { status: 'loading' };

  /** Loads the profile again (after an unblock, or to retry). */
  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  /** Applies a change the page made (a like, a block) to the loaded answer. */
  const update = useCallback(
    (change: (data: MemberResponse) => MemberResponse) =>
      setState((previous) =>
        previous.load.status === 'ready'
          ? { ...previous, load: { status: 'ready', data: change(previous.load.data) } }
          : previous,
      ),
    [],
  );

  return { load, reload, update };
}
