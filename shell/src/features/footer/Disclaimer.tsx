import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from 'shared-ui';
import { fictionalTerms, MINIMUM_AGE_DEFAULT, settingsAtom } from 'shared-ui/kernel';

const Wrapper = styled.aside`
  padding: ${({ theme }) => theme.space.md}px 0 ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.body};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
  }
`;

/**
 * Adults-only notice plus the site's fictional-profiles warning (settings.fictional_warning), which is
 * site-configured text in the site's own language; read in another language, the app says it in that one.
 */
export function Disclaimer() {
  const { t, i18n } = useTranslation('shell');
  const settings = useAtomValue(settingsAtom);
  if (!settings) return null;
  const fictional = settings.fictional_warning.trim() !== '';
  const warning =
    fictionalTerms(settings, i18n.language).warning ??
    t('disclaimer.fictionalWarning', { siteName: settings.name });
  return (
    <Wrapper aria-label={t('disclaimer.fictionalLabel')}>
      <Container>
        <p>{t('disclaimer.adultsOnly', { minimumAge: settings.minimum_age || MINIMUM_AGE_DEFAULT })}</p>
        {fictional && <p>{warning}</p>}
      </Container>
    </Wrapper>
  );
}
