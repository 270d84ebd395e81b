import type { ComponentType } from 'react';
import type { Settings } from 'contract';
import type { Language } from 'contract/constants';

/** Page components by name, each loaded lazily so a remote keeps its own code splitting. */
export type RemotePages = Record<string, () => Promise<{ default: ComponentType }>>;

/** The props the shell hands to a lander parcel (single-spa lifecycles). */
export interface LanderParcelProps {
  settings: Settings;
  locale: Language;
  /** Client-side navigation inside the shell's router. */
  navigate: (path: string) => void;
  /** Opens the signup (modal on desktop, page on smartphones); memberId ties it to a profile. */
  openSignup: (options?: { memberId?: number }) => void;
  /** Route parameters such as slug and member id. */
  params: Record<string, string | undefined>;
}

/** What mf-landers exposes as './parcels': lander name -> loader of its single-spa parcel config. */
export interface LanderParcelConfig {
  bootstrap: (props: LanderParcelProps) => Promise<unknown>;
  mount: (props: LanderParcelProps & { domElement: HTMLElement }) => Promise<unknown>;
  unmount: (props: LanderParcelProps & { domElement: HTMLElement }) => Promise<unknown>;
  update?: (props: LanderParcelProps & { domElement: HTMLElement }) => Promise<unknown>;
}
export type LanderParcels = Record<string, () => Promise<{ default: LanderParcelConfig }>>;
/** What mf-landers exposes as './parcels'. */
export interface LanderParcelsModule {
  parcels: LanderParcels;
  version: string;
  namespace: string;
  loadTranslations: (language: Language) => Promise<Record<string, unknown>>;
}
