import { pathTo } from 'shared-ui/kernel';
import { useLocation } from 'shared-ui/router';
import { SETTINGS_SCREENS, type SettingsScreen } from './settings-screens';

/** The sub-screen the address names; undefined on the list. One page module serves all of them. */
export function useSettingsScreen(): SettingsScreen | undefined {
  const path = useLocation().pathname.replace(/\/+$/, '');
  return SETTINGS_SCREENS.find((screen) => pathTo(screen.route) === path);
}
