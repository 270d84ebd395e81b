import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from 'shared-ui';
import { useOnline } from 'shared-ui/kernel';

/*
 * In the page's flow at the top (never over the content), one short line on a phone. The live region is
 * always there, empty while online, so screen readers announce the change when the connection drops and
 * when it comes back (polite: after what they are reading).
 */
const Region = styled.div`
  &:empty {
    display: none;
  }
`;

const Strip = styled.div`
  background: ${({ theme }) => theme.tones.neutral.solid};
  color: ${({ theme }) => theme.tones.neutral.onSolid};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Inner = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xs + 2}px;
  text-align: center;
`;

/** "You're offline" while the browser has no network (SPEC section 4: online or offline state). */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  return (
    <Region role="status" aria-live="polite" data-testid="offline-banner">
      {!online && (
        <Strip>
          <Inner>{t('offline.banner')}</Inner>
        </Strip>
      )}
    </Region>
  );
}
