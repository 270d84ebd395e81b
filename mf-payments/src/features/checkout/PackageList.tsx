import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, LinkButton, media, mediaBelow, VisuallyHidden } from 'shared-ui';
import type { CreditPackage } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { useFormatMoney } from './format';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The rows of a card (ribbons, credits, tier, price, note, action), shared across a row of cards. */
const CARD_ROWS = 6;

const Item = styled.li<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md}px;
  /* The popular card's stronger frame is a ring, not a thicker border: its content stays aligned. */
  border: 1px solid ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $popular }) =>
    $popular ? `0 0 0 1px ${theme.colors.primary}, ${theme.shadows.md}` : theme.shadows.sm};

  /* Side by side, the cards share their rows: credits, prices and buttons line up whatever wraps. */
  ${media.sm} {
    display: grid;
    grid-row: span ${CARD_ROWS};
    grid-template-rows: subgrid;
    align-content: start;
    row-gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.md}px;
  }
`;

const Ribbons = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 1.5em;
  margin: 0;

  /* Stacked on a phone, a card without ribbons leaves no blank line at its top. */
  ${mediaBelow.sm} {
    &:empty {
      display: none;
    }
  }
`;

const Credits = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;

  /* The normal price: clearly struck through, readable, and quieter than the price to pay. */
  del {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    text-decoration-thickness: 2px;
    white-space: nowrap;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm}px;

  ${media.sm} {
    align-self: end;
  }

  a {
    width: 100%;
  }
`;

/** The price of one package: the normal price struck through beside it when a discount lowers it. */
export function PackagePrice({ pkg }: { pkg: CreditPackage }) {
  const { t } = useTranslation(namespace);
  const money = useFormatMoney();
  const discounted = pkg.price.amount < pkg.normal_price.amount;
  return (
    <Prices>
      {discounted && (
        <del>
          <VisuallyHidden>{t('packages.normalPrice')} </VisuallyHidden>
          {money(pkg.normal_price)}
        </del>
      )}
      <strong>
        {discounted && <VisuallyHidden>{t('packages.nowPrice')} </VisuallyHidden>}
        {money(pkg.price)}
      </strong>
    </Prices>
  );
}

/** The ribbons of a package: popular, its saving against the smallest package, the discount applied. */
export function PackageRibbons({ pkg }: { pkg: CreditPackage }) {
  const { t } = useTranslation(namespace);
  return (
    <Ribbons>
      {pkg.popular && <Badge tone="primary">{t('packages.popular')}</Badge>}
      {pkg.savings_percentage > 0 && (
        <Badge tone="success">{t('packages.savings', { percent: pkg.savings_percentage })}</Badge>
      )}
      {pkg.discount_percentage !== null && pkg.discount_percentage > 0 && (
        <Badge tone="warning">{t('packages.discount', { percent: pkg.discount_percentage })}</Badge>
      )}
    </Ribbons>
  );
}

export interface PackageListProps {
  packages: readonly CreditPackage[];
  /** Where choosing a package goes (its checkout). */
  hrefFor: (pkg: CreditPackage) => string;
  /** The list's accessible name (the heading above it). */
  labelledBy?: string;
}

/** The package tiers p0 to p3 as cards: credits, price, ribbons, the one-time payment notice, a link. */
export function PackageList({ packages, hrefFor, labelledBy }: PackageListProps) {
  const { t } = useTranslation(namespace);
  return (
    <Grid aria-labelledby={labelledBy}>
      {packages.map((pkg) => (
        <Item key={pkg.id} $popular={pkg.popular} data-testid={`package-${pkg.tier}`}>
          <PackageRibbons pkg={pkg} />
          <Credits>{t('packages.credits', { count: pkg.credits })}</Credits>
          <Note>{t(`packages.tiers.${pkg.tier}`)}</Note>
          <PackagePrice pkg={pkg} />
          <Note>{t('packages.oneTime')}</Note>
          <Action>
            <LinkButton to={hrefFor(pkg)} variant={pkg.popular ? 'primary' : 'outline'}>
              {t('packages.choose')}
              <VisuallyHidden> {t('packages.credits', { count: pkg.credits })}</VisuallyHidden>
            </LinkButton>
          </Action>
        </Item>
      ))}
    </Grid>
  );
}
