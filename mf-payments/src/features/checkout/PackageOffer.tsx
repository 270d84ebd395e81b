import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import { pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { DiscountNotice } from './DiscountNotice';
import { PackageList } from './PackageList';
import { usePackages } from './packages';
import { useCountryName } from './format';
import { LoadFailed } from './LoadFailed';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The packages of the payment country with the active discount, each leading to its checkout
 * (/credits/<id>): the offer the premium, pricing and credits pages share.
 */
export function PackageOffer({ title }: { title: string }) {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const countryName = useCountryName();
  const { data, isPending, isError, error, refetch, discount } = usePackages();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {/* Announced only where the server prices it in: the next checkout applies exactly what is shown. */}
      {discount && data?.packages.some((pkg) => pkg.discount_percentage !== null) && (
        <DiscountNotice discount={discount} />
      )}
      {isPending && <Spinner aria-label={t('packages.loading')} />}
      {isError && !data && (
        <LoadFailed error={error} onRetry={refetch}>
          {t('packages.error')}
        </LoadFailed>
      )}
      {data && (
        <>
          <PackageList
            packages={data.packages}
            labelledBy={headingId}
            hrefFor={(pkg) => pathTo('credits-id-paymentmethod', { id: pkg.id })}
          />
          <Muted>{t('packages.pricesIn', { country: countryName(data.country) })}</Muted>
        </>
      )}
    </Section>
  );
}
