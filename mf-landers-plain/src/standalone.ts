/**
 * The standalone harness of the built remote (`index.html`): the lander of the path (`/landers/<name>`, else
 * the first) mounted as a parcel with the API's settings when there is one, else demo settings.
 */
import type { Settings, SettingsResponse } from 'contract';
import type { LanderParcelProps } from 'shared-ui/kernel';
import { DEFAULT_LOCALE, isLander, isLanguage, LANDERS } from './lander/landers';
import { landerParcel } from './lander/parcel';

const DEMO = {
  name: 'Plain Demo',
  minimum_age: 18,
  fictional_icon: true,
  fictional_warning: 'Some profiles on this site are fictional.',
  primary_color: null,
  geoip_country: 'GB',
  enable_site_entry_popup: 'no',
} as Partial<Settings> as Settings;

async function settings(): Promise<Settings> {
  const answer = await fetch('/api/settings.php').catch(() => null);
  return answer?.ok ? ((await answer.json()) as SettingsResponse).settings : DEMO;
}

async function start(): Promise<void> {
  const domElement = document.getElementById('root');
  if (!domElement) return;
  const name = window.location.pathname.split('/').filter(Boolean).pop() ?? '';
  const language = navigator.language.slice(0, 2);
  const props: LanderParcelProps & { domElement: HTMLElement } = {
    domElement,
    settings: await settings(),
    locale: isLanguage(language) ? language : DEFAULT_LOCALE,
    navigate: (path) => window.location.assign(path),
    openSignup: () => window.location.assign('/signup'),
    params: {},
  };
  const parcel = landerParcel(isLander(name) ? name : LANDERS[0]);
  await parcel.bootstrap(props);
  await parcel.mount(props);
}

void start();
