import type { Language } from 'contract/constants';
import type { Settings } from 'contract';
import type { LanderName } from './landers';

/** The settings a server-rendered page's script needs (the entry warning's rules), nothing more. */
export type LanderStateSettings = Pick<
  Settings,
  | 'name'
  | 'minimum_age'
  | 'geoip_country'
  | 'enable_site_entry_popup'
  | 'fictional_icon'
  | 'fictional_warning'
>;

/** What the server entry leaves in `#lander-state` for the client script. */
export interface LanderState {
  parcel: LanderName;
  locale: Language;
  params: Record<string, string | undefined>;
  settings: LanderStateSettings;
}

export function landerState(
  parcel: LanderName,
  locale: Language,
  params: Record<string, string | undefined>,
  settings: Settings,
): LanderState {
  return {
    parcel,
    locale,
    params,
    settings: {
      name: settings.name,
      minimum_age: settings.minimum_age,
      geoip_country: settings.geoip_country,
      enable_site_entry_popup: settings.enable_site_entry_popup,
      fictional_icon: settings.fictional_icon,
      fictional_warning: settings.fictional_warning,
    },
  };
}
