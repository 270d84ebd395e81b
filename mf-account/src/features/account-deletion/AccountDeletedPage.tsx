import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, EmptyState, LinkButton, Page } from 'shared-ui';
import {
  ACCOUNT_DELETED_COUNTDOWN_S,
  REACTIVATION_WINDOW_DAYS,
  RESELL_PARTNERS,
  settingsAtom,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PartnerCards } from '../partners';
import { leaveSite } from './leave-site';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Redirect = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;

  p {
    flex: 1 1 16em;
    margin: 0;
  }
`;

/** Seconds left until the redirect, counted down once a second; null once stopped. */
function useRedirectCountdown(seconds: number, url: string | null) {
  const [left, setLeft] = useState<number | null>(url ? seconds : null);
  useEffect(() => {
    if (left === null || url === null) return;
    if (left <= 0) {
      leaveSite(url);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, url]);
  return { left, stop: () => setLeft(null) };
}

/**
 * Shown after account deletion, to a visitor (the session ended with the deletion): the account can be
 * reactivated within 14 days. On a site that resells (`member_resell`), the partner sites' cards, and a
 * countdown to the dating partner that the visitor can stop or skip.
 */
export default function AccountDeletedPage() {
  const { t } = useTranslation(namespace);
  const resell = useAtomValue(settingsAtom)?.member_resell ?? false;
  const partner = resell ? RESELL_PARTNERS.dating : null;
  const { left, stop } = useRedirectCountdown(ACCOUNT_DELETED_COUNTDOWN_S, partner?.url ?? null);
  const [stopped, setStopped] = useState(false);
  const stoppedRef = useRef<HTMLParagraphElement>(null);

  // The Stay button goes away once pressed: focus moves to the words that say the countdown stopped.
  useEffect(() => {
    if (stopped) stoppedRef.current?.focus();
  }, [stopped]);

  return (
    <Page size="narrow" title={t('accountDeleted.title')} lead={t('accountDeleted.lead')}>
      <Stack>
        <Alert tone="info" role="note">
          {t('accountDeleted.reactivate', { count: REACTIVATION_WINDOW_DAYS })}
        </Alert>
        {partner && (left !== null || stopped) && (
          <Card>
            <Redirect>
              {stopped ? (
                <p ref={stoppedRef} tabIndex={-1} role="status">
                  {t('deleteAccount.partner.stopped')}
                </p>
              ) : (
                <p>{t('deleteAccount.partner.countdown', { count: left ?? 0, name: partner.name })}</p>
              )}
              {!stopped && (
                <Button
                  type="button"
                  onClick={() => {
                    stop();
                    setStopped(true);
                  }}
                >
                  {t('deleteAccount.partner.stay')}
                </Button>
              )}
              <Button type="button" variant="outline" onClick={() => leaveSite(partner.url)}>
                {t('deleteAccount.partner.go')}
              </Button>
            </Redirect>
          </Card>
        )}
        <EmptyState
          title={t('accountDeleted.empty.title')}
          description={t('accountDeleted.empty.description')}
          action={<LinkButton to="/">{t('accountDeleted.empty.action')}</LinkButton>}
        />
        <PartnerCards title={t('deleteAccount.cards.title')} />
      </Stack>
    </Page>
  );
}
