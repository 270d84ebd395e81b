import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Badge, Button, Card, EmptyState, LinkButton, Page, VisuallyHidden } from 'shared-ui';
import {
  ACCOUNT_DELETED_COUNTDOWN_S,
  REACTIVATION_WINDOW_DAYS,
  RESELL_PARTNERS,
  settingsAtom,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
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

const CardsTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PartnerCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  align-content: start;
  height: 100%;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PartnerBadge = styled(Badge)`
  justify-self: start;
`;

const External = styled.a`
  justify-self: start;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

type Partner = (typeof RESELL_PARTNERS)[keyof typeof RESELL_PARTNERS];

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

function PartnerLink({ partner, kind }: { partner: Partner; kind: 'dating' | 'cam' }) {
  const { t } = useTranslation(namespace);
  return (
    <li>
      <PartnerCard>
        <PartnerBadge>{t('deleteAccount.cards.label')}</PartnerBadge>
        <h3>{t(`deleteAccount.cards.${kind}.title`, { name: partner.name })}</h3>
        <p>{t(`deleteAccount.cards.${kind}.text`)}</p>
        <External href={partner.url} rel="noopener noreferrer sponsored">
          {t(`deleteAccount.cards.${kind}.action`, { name: partner.name })}{' '}
          <VisuallyHidden>{t('deleteAccount.cards.external')}</VisuallyHidden>
        </External>
      </PartnerCard>
    </li>
  );
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

  return (
    <Page size="narrow" title={t('accountDeleted.title')} lead={t('accountDeleted.lead')}>
      <Stack>
        <Alert tone="info" role="note">
          {t('accountDeleted.reactivate', { count: REACTIVATION_WINDOW_DAYS })}
        </Alert>
        {partner && left !== null && (
          <Card>
            <Redirect>
              <p>{t('deleteAccount.partner.countdown', { count: left, name: partner.name })}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  stop();
                  setStopped(true);
                }}
              >
                {t('deleteAccount.partner.stay')}
              </Button>
              <Button type="button" size="sm" onClick={() => leaveSite(partner.url)}>
                {t('deleteAccount.partner.go')}
              </Button>
            </Redirect>
          </Card>
        )}
        {stopped && <Alert tone="info">{t('deleteAccount.partner.stopped')}</Alert>}
        <EmptyState
          title={t('accountDeleted.empty.title')}
          description={t('accountDeleted.empty.description')}
          action={<LinkButton to="/">{t('accountDeleted.empty.action')}</LinkButton>}
        />
        {resell && (
          <section aria-labelledby="partner-cards-title">
            <Stack>
              <CardsTitle id="partner-cards-title">{t('deleteAccount.cards.title')}</CardsTitle>
              <Cards>
                <PartnerLink partner={RESELL_PARTNERS.dating} kind="dating" />
                <PartnerLink partner={RESELL_PARTNERS.cam} kind="cam" />
              </Cards>
            </Stack>
          </section>
        )}
      </Stack>
    </Page>
  );
}
