import { useCallback, useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, fetchSwipeState, swipe, type MemberCard, type SwipeState } from 'shared-ui/kernel';
import { describeMembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { rememberProfilesAtom } from '../member-cards/profile-cache';

export type SwipeGameLoad =
  | { status: 'loading' }
  | { status: 'ready'; state: SwipeState }
  /** The server refused a like: today's likes are used (429 swipe_limit), back in `seconds`. */
  | { status: 'limit'; seconds: number }
  | { status: 'error'; message: string };

/**
 * The swipe game (GET and POST /api/swipe.php): one profile at a time, a pass or a like each, and what is
 * left of the day's likes. A like that makes a match is reported through onMatch.
 */
export function useSwipeGame(onMatch: (profile: MemberCard) => void) {
  const { t } = useTranslation(namespace);
  const remember = useSetAtom(rememberProfilesAtom);
  const [load, setLoad] = useState<SwipeGameLoad>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  /** A failed swipe: the card stays, with this message. */
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const show = useCallback(
    (state: SwipeState) => {
      if (state.profile) remember([state.profile]);
      setLoad({ status: 'ready', state });
    },
    [remember],
  );

  useEffect(() => {
    let current = true;
    fetchSwipeState().then(
      (state) => current && show(state),
      async (failure: unknown) => {
        const { message } = await describeMembersError(failure, t);
        if (current) setLoad({ status: 'error', message });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, show, t]);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setError(null);
    setAttempt((value) => value + 1);
  }, []);

  const decide = async (like: boolean) => {
    if (busy || load.status !== 'ready' || !load.state.profile) return;
    const profile = load.state.profile;
    setBusy(true);
    setError(null);
    try {
      const next = await swipe(profile.id, like);
      show(next);
      if (like && next.like?.match) onMatch(profile);
    } catch (failure) {
      const described = await describeMembersError(failure, t);
      if (described.code === ERROR_CODES.swipeLimit) {
        setLoad({ status: 'limit', seconds: described.seconds ?? load.state.seconds_to_reset });
      } else {
        setError(described.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    load,
    busy,
    error,
    dismissError: () => setError(null),
    reload,
    pass: () => decide(false),
    like: () => decide(true),
  };
}
