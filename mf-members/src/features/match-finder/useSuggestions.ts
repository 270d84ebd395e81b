import { useCallback, useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fetchMatchFinder, type MemberCard } from 'shared-ui/kernel';
import { describeMembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { rememberProfilesAtom } from '../member-cards/profile-cache';

export type SuggestionsLoad =
  | { status: 'loading' }
  | { status: 'ready'; profiles: readonly MemberCard[] }
  | { status: 'error'; message: string };

/** The match finder's suggestions (GET /api/match-finder.php), loaded again on request. */
export function useSuggestions() {
  const { t } = useTranslation(namespace);
  const remember = useSetAtom(rememberProfilesAtom);
  const [load, setLoad] = useState<SuggestionsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchMatchFinder().then(
      ({ profiles }) => {
        if (!current) return;
        remember(profiles);
        setLoad({ status: 'ready', profiles });
      },
      async (error: unknown) => {
        const { message } = await describeMembersError(error, t);
        if (current) setLoad({ status: 'error', message });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, remember, t]);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  /** A liked suggestion leaves the grid. */
  const remove = useCallback(
    (id: number) =>
      setLoad((previous) =>
        previous.status === 'ready'
          ? { status: 'ready', profiles: previous.profiles.filter((profile) => profile.id !== id) }
          : previous,
      ),
    [],
  );

  return { load, reload, remove };
}
