import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useToast } from 'shared-ui';
import { ERROR_CODES, newClientId, userAtom, type Order, type RepeatableOrder } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { paymentKeys } from '../checkout/api';
import { describePaymentError, type PaymentError } from '../checkout/payment-errors';
import { useRefreshUser } from '../checkout/refresh-user';
import { repeatOrder } from './api';
import { describePasswordError } from './password-errors';

/** One intended purchase: its idempotency key travels with every request for it (the password's resend too). */
export interface Attempt {
  source: RepeatableOrder;
  key: string;
}

export type Outcome =
  | { kind: 'done'; order: Order }
  | { kind: 'failed'; attempt: Attempt; error: PaymentError };

interface Request {
  attempt: Attempt;
  password?: string;
}

const newAttempt = (source: RepeatableOrder): Attempt => ({ source, key: newClientId() });

/**
 * 'Buy again' and what can follow it: the API may ask for the password first (403 card_confirmation_required;
 * the sheet resends the same key with it), the card may be declined, the cap reached, or the first request
 * with the key may still be charging. A wrong password stays in the sheet; every other answer closes it.
 */
export function useRepeatPurchase() {
  const { t } = useTranslation(namespace);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refreshUser = useRefreshUser();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState<Attempt | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const fail = (attempt: Attempt, error: PaymentError) => {
    setConfirming(null);
    setOutcome({ kind: 'failed', attempt, error });
  };

  const mutation = useMutation({
    mutationFn: ({ attempt, password }: Request) => repeatOrder(attempt.source.id, attempt.key, password),
    onMutate: () => {
      setOutcome(null);
      setPasswordError(null);
    },
    onSuccess: async ({ order }, { attempt }) => {
      if (order.status !== 'completed') {
        fail(attempt, {
          code: ERROR_CODES.recurringCardFailed,
          message: t('paymentMessages.recurringCardFailed'),
        });
        return;
      }
      setConfirming(null);
      setOutcome({ kind: 'done', order });
      toast({ tone: 'success', message: t('order.completeToast') });
      await refreshUser();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.allOrders(userId) });
    },
    onError: async (failure, { attempt, password }) => {
      const error = await describePaymentError(failure, t);
      if (error.code === ERROR_CODES.cardConfirmationRequired) {
        setConfirming(attempt);
        return;
      }
      const passwordProblem = password === undefined ? null : await describePasswordError(failure, t);
      if (passwordProblem) {
        setPasswordError(passwordProblem);
        return;
      }
      fail(attempt, error);
    },
  });

  return {
    outcome,
    busy: mutation.isPending,
    /** The purchase waiting for the member's password (the sheet is open), else null. */
    confirming,
    passwordError,
    buy: (source: RepeatableOrder) => mutation.mutate({ attempt: newAttempt(source) }),
    /** Still charging: ask again with the same key (its answer is the first request's); else a new purchase. */
    retry: ({ attempt, error }: Extract<Outcome, { kind: 'failed' }>) =>
      mutation.mutate({
        attempt: error.code === ERROR_CODES.idempotencyKeyInProgress ? attempt : newAttempt(attempt.source),
      }),
    confirm: (password: string) => {
      if (confirming) mutation.mutate({ attempt: confirming, password });
    },
    cancelConfirm: () => {
      setConfirming(null);
      setPasswordError(null);
    },
  };
}
