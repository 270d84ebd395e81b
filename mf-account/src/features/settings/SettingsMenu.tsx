import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pathTo } from 'shared-ui/kernel';
import { NavLink } from 'shared-ui/router';
import { namespace } from '../../app/translations';
import { SETTINGS_SCREENS } from './settings-screens';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }

  &[data-tone='danger'] strong {
    color: ${({ theme }) => theme.tones.danger.onSubtle};
  }
`;

const Texts = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chevron = styled.span`
  flex: none;
  font-size: 1.5em;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The settings list: one row per sub-screen, with what it holds, like a phone's settings app. */
export function SettingsMenu() {
  const { t } = useTranslation(namespace);
  return (
    <nav aria-label={t('settings.title')}>
      <List>
        {SETTINGS_SCREENS.map((screen) => (
          <li key={screen.id}>
            <Item to={pathTo(screen.route)} end data-tone={screen.id === 'delete' ? 'danger' : undefined}>
              <Texts>
                <strong>{t(`settings.screens.${screen.id}.title`)}</strong>
                <span>{t(`settings.screens.${screen.id}.summary`)}</span>
              </Texts>
              <Chevron aria-hidden="true">›</Chevron>
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
