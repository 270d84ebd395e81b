import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { namespace } from '../../app/translations';
import { ShieldIcon } from '../../components/icons';

const Notice = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0 auto;
  max-width: 46ch;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm + 4}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  svg {
    flex: none;
  }
`;

/** At the start of what is kept: older messages are hidden to protect both members' privacy. */
export function HistoryNotice() {
  const { t } = useTranslation(namespace);
  return (
    <Notice>
      <ShieldIcon />
      {t('errors.historyHidden')}
    </Notice>
  );
}
