import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useToast } from 'shared-ui';
import { userAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { paymentKeys } from '../checkout/api';
import { describePaymentError } from '../checkout/payment-errors';
import { removeStoredCard } from './api';
import type { StoredCardGroup } from './stored-cards';

/** 'Remove card': the card asked about, its confirmation, and the list the API answers without it. */
export function useRemoveCard() {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [asking, setAsking] = useState<StoredCardGroup | null>(null);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    // Any order of the card names it: the API clears the card from every order it paid.
    mutationFn: (group: StoredCardGroup) => removeStoredCard(group.orders[0]?.id ?? 0),
    onMutate: () => setError(null),
    onSuccess: (orders) => {
      queryClient.setQueryData(paymentKeys.repeatOrders(userId), orders);
      setAsking(null);
      toast({ tone: 'success', message: t('repeatOrder.remove.done') });
    },
    onError: async (failure) => setError((await describePaymentError(failure, t)).message),
  });

  return {
    asking,
    busy: mutation.isPending,
    error,
    ask: (group: StoredCardGroup) => {
      setError(null);
      setAsking(group);
    },
    confirm: () => {
      if (asking) mutation.mutate(asking);
    },
    cancel: () => setAsking(null),
  };
}
