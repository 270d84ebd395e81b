import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { DATA_EXPORT_TOKEN_PARAM, DATA_EXPORT_TOKEN_PATTERN } from 'contract/constants';
import { useSearchParams } from 'shared-ui/router';
import { userAtom, type DataExport } from 'shared-ui/kernel';
import { fetchDataExport, requestDataExport } from './data-export-api';
import { loadToken, saveToken, type StoredToken } from './token-store';

/** While an export is pending, its state is asked for this often ... */
export const DATA_EXPORT_POLL_MS = 3_000;
/** ... this many times (3 minutes); after that the page stops asking and the ready mail takes over. */
export const DATA_EXPORT_MAX_POLLS = 60;

const TOKEN = new RegExp(DATA_EXPORT_TOKEN_PATTERN);

/**
 * The member's data export: its state (polled while pending, bounded), the request, and the download token
 * this device knows, from the request's answer or from the ready mail's link (`?data_export=<token>`, taken
 * off the address at once so it does not stay in the history or get shared with the page's URL).
 */
export function useDataExport() {
  const memberId = useAtomValue(userAtom)?.profile.id ?? null;
  const queryClient = useQueryClient();
  const queryKey = ['account', 'data-export', memberId] as const;
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(DATA_EXPORT_TOKEN_PARAM);
  const linkedToken = linked !== null && TOKEN.test(linked) ? linked : null;
  const [stored, setStored] = useState<StoredToken | null>(() =>
    linkedToken !== null
      ? { token: linkedToken, exportId: null }
      : memberId === null
        ? null
        : loadToken(memberId),
  );
  const [polls, setPolls] = useState(0);

  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchDataExport(signal),
    enabled: memberId !== null,
  });
  const { refetch } = query;
  const pending = query.data?.status === 'pending';

  useEffect(() => {
    if (!pending || polls >= DATA_EXPORT_MAX_POLLS) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void refetch();
    }, DATA_EXPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, refetch]);

  // The page opened from the mail: the token (taken into the state above) is kept for this device.
  useEffect(() => {
    if (linked === null || memberId === null) return;
    if (linkedToken !== null) saveToken(memberId, { token: linkedToken, exportId: null });
    const rest = new URLSearchParams(searchParams);
    rest.delete(DATA_EXPORT_TOKEN_PARAM);
    setSearchParams(rest, { replace: true });
  }, [linked, linkedToken, memberId, searchParams, setSearchParams]);

  const mutation = useMutation({
    mutationFn: requestDataExport,
    onSuccess: (answer) => {
      const next = { token: answer.token, exportId: answer.export.id };
      if (memberId !== null) saveToken(memberId, next);
      setStored(next);
      setPolls(0);
      queryClient.setQueryData<DataExport | null>(queryKey, answer.export);
    },
  });

  const current = query.data;
  // A token of another export (a newer one was asked for elsewhere) would only open a 410.
  const token =
    stored && current && (stored.exportId === null || stored.exportId === current.id) ? stored.token : null;

  return {
    /** undefined while the first answer is on its way. */
    current,
    loading: query.isPending && memberId !== null,
    /** The token that opens `current`'s download, when this device knows it. */
    token,
    /** Pending for longer than the page keeps asking. */
    slow: pending && polls >= DATA_EXPORT_MAX_POLLS,
    checkAgain() {
      setPolls(0);
      void refetch();
    },
    request: mutation.mutate,
    requesting: mutation.isPending,
  };
}
