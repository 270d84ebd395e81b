import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Card, VisuallyHidden } from 'shared-ui';
import { RESELL_PARTNERS, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Stack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
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

type PartnerKind = keyof typeof RESELL_PARTNERS;

function PartnerLink({ kind }: { kind: PartnerKind }) {
  const { t } = useTranslation(namespace);
  const partner = RESELL_PARTNERS[kind];
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
 * The resell partners' profile cards (a dating site and a cam site), as sponsored links. Only a site that
 * resells its members (`member_resell`) shows them; elsewhere nothing is rendered.
 */
export function PartnerCards({ title }: { title: string }) {
  const headingId = useId();
  const resell = useAtomValue(settingsAtom)?.member_resell ?? false;
  if (!resell) return null;
  return (
    <Stack aria-labelledby={headingId}>
      <CardsTitle id={headingId}>{title}</CardsTitle>
      <Cards>
        <PartnerLink kind="dating" />
        <PartnerLink kind="cam" />
      </Cards>
    </Stack>
  );
}
