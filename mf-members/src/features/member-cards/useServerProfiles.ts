import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { MemberCard } from 'shared-ui/kernel';
import { describeMembersError, type MembersError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { rememberProfilesAtom } from './profile-cache';

/** Every card a query answered goes to the profile cache (the profile page's instant header). */
export function useRememberProfiles(cards: readonly MemberCard[] | undefined): void {
  const remember = useSetAtom(rememberProfilesAtom);
  useEffect(() => {
    if (cards) remember(cards);
  }, [cards, remember]);
}

/**
 * A failed query's error as the page shows it (read from the API's answer, in the reader's language),
 * or null while there is none or it is still being read.
 */
export function useMembersError(error: unknown): MembersError | null {
  const { t } = useTranslation(namespace);
  const [described, setDescribed] = useState<{ error: unknown; value: MembersError } | null>(null);
  useEffect(() => {
    if (!error) return;
    let current = true;
    void describeMembersError(error, t).then((value) => current && setDescribed({ error, value }));
    return () => {
      current = false;
    };
  }, [error, t]);
  return error && described?.error === error ? described.value : null;
}
