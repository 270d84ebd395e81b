import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, useDismissible } from 'shared-ui';
import { PUSH_ASK_HIDE_KEY, useChats, useLikes, usePush, userAtom } from 'shared-ui/kernel';
import { useRouteName } from '../../app/routes/useRouteName';
import { AskStrip } from '../ask-strip/AskStrip';
import {
  hasMomentOfValue,
  isStoredMomentFor,
  PUSH_ASK_DUE_KEY,
  pushStateKnownAtOnce,
  shouldShowPushAlert,
} from './pushAlertRules';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether the push ask is due on this page, and its controls. The moment of value (a first match or a
 * first message) is remembered on the device the first time it is seen, so a later page knows it at once.
 */
export function usePushAsk() {
  const user = useAtomValue(userAtom);
  const routeName = useRouteName();
  const push = usePush();
  const { data: likes } = useLikes();
  const { data: chats } = useChats();
  const answer = useDismissible(PUSH_ASK_HIDE_KEY);
  const [stored] = useState(() => readStorage(PUSH_ASK_DUE_KEY));
  const seenNow = hasMomentOfValue(likes, chats);
  const userId = user?.profile.id ?? null;

  useEffect(() => {
    if (!seenNow || userId === null) return;
    try {
      localStorage.setItem(PUSH_ASK_DUE_KEY, String(userId));
    } catch {
      // Storage refused (private mode): the ask then waits until the likes or chats are loaded.
    }
  }, [seenNow, userId]);

  const due = shouldShowPushAlert({
    user,
    state: push.state ?? pushStateKnownAtOnce(),
    routeName,
    answered: answer.hidden,
    momentOfValue: seenNow || isStoredMomentFor(stored, user),
  });
  return { due, push, notNow: answer.dismiss };
}

/** Whether the push ask is due on this page (for the ask slot's choice). */
export function usePushAskDue(): boolean {
  return usePushAsk().due;
}

/**
 * The push ask of the ask slot: after a first match or message, one click turns pushes on (the browser's
 * prompt follows); "Not now" stores PUSH_ASK_HIDE_KEY, the key the signup's push step writes too.
 */
export function PushAlert() {
  const { t } = useTranslation('shell');
  const { due, push, notNow } = usePushAsk();
  const [failed, setFailed] = useState(false);
  if (!due) return null;

  const enable = async () => {
    setFailed(false);
    try {
      // Subscribed or refused, the state changes and the ask goes; a closed prompt leaves it here.
      await push.subscribe();
    } catch (error) {
      console.error('Push notifications could not be turned on', error);
      setFailed(true);
    }
  };

  return (
    <AskStrip
      label={t('pushAlert.title')}
      tone="info"
      role="status"
      testId="push-ask"
      action={
        <Button type="button" size="sm" onClick={() => void enable()} disabled={push.busy}>
          {push.busy ? t('pushAlert.enabling') : t('pushAlert.enable')}
        </Button>
      }
      onDismiss={notNow}
      dismissLabel={t('pushAlert.dismiss')}
    >
      {failed ? <span role="alert">{t('pushAlert.failed')}</span> : t('pushAlert.text')}
    </AskStrip>
  );
}
