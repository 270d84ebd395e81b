import { useId, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, CheckboxField, Spinner, loadFailureText, useToast } from 'shared-ui';
import {
  EMAIL_PREFERENCES,
  PUSH_PREFERENCES,
  userAtom,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from 'shared-ui/kernel';
import { describeAccountError } from '../../app/api-errors';
import { namespace } from '../../app/translations';
import { PushDevice } from './PushDevice';
import {
  fetchNotificationSettings,
  notificationSettingsKey,
  saveNotificationSettings,
} from './notifications-api';

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* The switches sit one under the other; the field's own bottom margin would double the row gap. */
const Switches = styled.div`
  display: grid;

  & > * {
    margin-bottom: 0;
  }

  & > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

type Group = 'email' | 'push';
type Pending = { group: Group; name: string; value: boolean } | null;

/**
 * The member's e-mail and push switches. Each acts at once (no save button): it shows the asked-for state
 * while the call runs, then the state the API answers; a refusal puts the switch back and says why.
 */
export function NotificationSwitches() {
  const { t } = useTranslation(namespace);
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  const userId = user?.profile.id ?? null;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const emailHeading = useId();
  const pushHeading = useId();
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const settings = useQuery({
    queryKey: notificationSettingsKey(userId),
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });

  const change = async (group: Group, name: string, value: boolean) => {
    setPending({ group, name, value });
    setFailure(null);
    try {
      const update: NotificationSettingsUpdate = { [group]: { [name]: value } };
      const saved = await saveNotificationSettings(update);
      queryClient.setQueryData<NotificationSettings>(notificationSettingsKey(userId), saved);
      // Switching an e-mail on may have cleared a reason: the alerts and the shell read the user.
      setUser((current) =>
        current ? { ...current, notifications_disabled: saved.notifications_disabled } : current,
      );
      toast({ tone: 'success', message: t('notifications.switches.saved') });
    } catch (error) {
      setFailure((await describeAccountError(error, t)).message);
    } finally {
      setPending(null);
    }
  };

  if (settings.isPending) return <Spinner aria-label={t('notifications.switches.loading')} />;
  if (settings.isError) {
    return (
      <Alert
        tone="danger"
        title={loadFailureText(settings.error, t('notifications.switches.loadFailed'))}
        action={
          <Button type="button" variant="outline" onClick={() => void settings.refetch()}>
            {t('notifications.switches.retry')}
          </Button>
        }
      />
    );
  }

  const values = settings.data;
  const group = (name: Group, headingId: string, names: readonly string[], extra?: ReactNode) => (
    <Section as="section" aria-labelledby={headingId} aria-busy={pending?.group === name}>
      <Heading id={headingId}>{t(`notifications.switches.${name}.title`)}</Heading>
      <Lead>{t(`notifications.switches.${name}.lead`)}</Lead>
      <Switches>
        {names.map((key) => {
          const stored = (values[name] as Record<string, boolean>)[key] ?? false;
          const shown = pending?.group === name && pending.name === key ? pending.value : stored;
          return (
            <CheckboxField
              key={key}
              role="switch"
              label={t(`notifications.switches.${name}.${key}`)}
              checked={shown}
              // Not disabled while saving: that would throw keyboard focus out of the switch.
              onChange={(event) => {
                if (pending === null) void change(name, key, event.target.checked);
              }}
            />
          );
        })}
      </Switches>
      {extra}
    </Section>
  );

  return (
    <>
      {failure && (
        <Alert tone="danger" title={t('notifications.switches.saveFailed')}>
          {failure}
        </Alert>
      )}
      {group('email', emailHeading, EMAIL_PREFERENCES)}
      {group('push', pushHeading, PUSH_PREFERENCES, <PushDevice />)}
    </>
  );
}
