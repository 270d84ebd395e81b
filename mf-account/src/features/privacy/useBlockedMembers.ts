import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useToast } from 'shared-ui';
import { queryKeys, settingsAtom, unblockMember, userAtom, type BlockedMember } from 'shared-ui/kernel';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { fetchBlockedMembers } from './blocked-members-api';

/**
 * The members the user blocked, and unblocking one: the row goes once the API has lifted the block (a failed
 * call keeps it, with the reason), and the member's cached profile is dropped so it shows whole again.
 */
export function useBlockedMembers() {
  const { t } = useTranslation(namespace);
  const { toast } = useToast();
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? '';
  const queryClient = useQueryClient();
  const queryKey = [...queryKeys.account(userId), 'blocked-members'] as const;
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetchBlockedMembers(signal) });
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Lifts the block; true when it is gone. */
  const unblock = async (id: number): Promise<boolean> => {
    const member = query.data?.find((entry) => entry.id === id);
    setPendingId(id);
    setFailure(null);
    try {
      await unblockMember(id);
      queryClient.setQueryData<BlockedMember[]>(queryKey, (list) => list?.filter((entry) => entry.id !== id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.member(userId, id) });
      if (member)
        toast({ tone: 'success', message: t('settings.privacy.blocked.unblocked', { name: member.name }) });
      return true;
    } catch (error) {
      setFailure((await describeAccountError(error, t)).message);
      return false;
    } finally {
      setPendingId(null);
    }
  };

  return {
    members: query.data ?? null,
    loading: query.isPending,
    loadFailed: query.isError,
    unblock,
    pendingId,
    failure,
    cdnPrefix,
  };
}
