import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media, VisuallyHidden } from 'shared-ui';
import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    padding-bottom: ${({ theme }) => theme.space.sm}px;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;

    ${media.sm} {
      padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
    }
  }

  /* The two plan columns keep their names whole; they take a fixed share from a tablet on. */
  thead th {
    white-space: nowrap;

    ${media.sm} {
      width: 12rem;
    }
  }

  /* Long words (German compounds) hyphenate or wrap instead of pushing the table off a phone screen. */
  th[scope='row'] {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    hyphens: auto;
    overflow-wrap: anywhere;
  }

  tbody td {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  thead th:last-child {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * On the narrowest phones the table scrolls sideways inside this frame rather than widening the page; the
 * frame can take keyboard focus then, so the hidden columns stay reachable without a mouse.
 */
const ScrollFrame = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const Yes = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const No = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Mark({ included }: { included: boolean }) {
  const { t } = useTranslation(namespace);
  return included ? (
    <>
      <Yes aria-hidden="true">✓</Yes>
      <VisuallyHidden>{t('comparison.included')}</VisuallyHidden>
    </>
  ) : (
    <>
      <No aria-hidden="true">✗</No>
      <VisuallyHidden>{t('comparison.notIncluded')}</VisuallyHidden>
    </>
  );
}

/** A feature only premium members have: not included for free members, included for premium. */
function PremiumOnlyRow({ label }: { label: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <Mark included={false} />
      </td>
      <td>
        <Mark included />
      </td>
    </tr>
  );
}

/** Free against premium, with the product's facts: check and cross marks. */
export function PremiumComparison() {
  const { t } = useTranslation(namespace);
  const captionId = useId();
  return (
    <ScrollFrame tabIndex={0} role="region" aria-labelledby={captionId}>
      <Table>
        <caption id={captionId}>{t('comparison.caption')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('comparison.free')}</th>
            <th scope="col">{t('comparison.premium')}</th>
          </tr>
        </thead>
        <tbody>
          <PremiumOnlyRow label={t('comparison.allPhotos')} />
          <tr>
            <th scope="row">{t('comparison.uploads')}</th>
            <td>{PHOTO_LIMIT_FREE}</td>
            <td>{PHOTO_LIMIT_PREMIUM}</td>
          </tr>
          <PremiumOnlyRow label={t('comparison.chatFeatures')} />
        </tbody>
      </Table>
    </ScrollFrame>
  );
}
