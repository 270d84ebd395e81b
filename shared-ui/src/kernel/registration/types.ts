import type { ComponentType } from 'react';
import type { Language } from 'contract/constants';
import type { LanderParcels } from '../federation/contract';

/**
 * What a deployable (the shell or a feature remote) registers with the site: its pages, navigation
 * items and the layout slots it fills. The declarative part is data (the remote's `registration.json`,
 * emitted next to its `mf-manifest.json`) so the server answers 200/404 from the same table the browser
 * routes with; the code part (page modules, translations) is the remote's `./register` module.
 */
export const LAYOUTS = ['default', 'chat', 'lander', 'empty'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/**
 * Layout slots a remote may fill: the chat layout's side panel, the signup modal's flow and the like
 * popup (shown on every page when the `t` query parameter asks for it).
 */
export const SLOTS = ['chat.side-panel', 'signup.flow', 'likes.popup'] as const;
export type SlotName = (typeof SLOTS)[number];

/** Who sees a navigation item. */
export const NAV_VISIBILITIES = ['visitor', 'member', 'paid-member', 'free-member'] as const;
export type NavVisibility = (typeof NAV_VISIBILITIES)[number];

/** Counts a navigation item may show, resolved by name through the kernel's badge registry. */
export const BADGE_SOURCES = ['unreadMessages', 'newLikes', 'credits'] as const;
export type BadgeSourceName = (typeof BADGE_SOURCES)[number];

/** The pictures a navigation item may name; the shell draws them (the phone tab bar shows one per tab). */
export const NAV_ICONS = [
  'search',
  'discover',
  'match',
  'swipe',
  'messages',
  'likes',
  'credits',
  'premium',
] as const;
export type NavIconName = (typeof NAV_ICONS)[number];

/**
 * Menus that gather several items under one entry of the shell's label: 'discover' (match finder, swipe
 * game) is one entry of the top navigation and one tab of the phone tab bar, wherever its first item's
 * order puts it.
 */
export const NAV_GROUPS = ['discover'] as const;
export type NavGroupName = (typeof NAV_GROUPS)[number];

export interface RouteFlags {
  /** A Back button in installed-app (standalone) mode, where the browser has none. */
  backButtonInStandalone?: boolean;
  /** A logged-in member who opens this page is sent to the members area. */
  redirectLoggedIn?: boolean;
}

export interface PageDeclaration {
  /** The product's route name, unique across the site ('members-id'). */
  name: string;
  /** react-router path syntax: ':id' parameters, ':slug?' optional ones. */
  path: string;
  layout: LayoutName;
  /** The page module rendering it (a key of the register module's pages); the route name by default. */
  page?: string;
  /** A lander mounted as a single-spa parcel instead of a page module. */
  parcel?: string;
  /** i18n key of the page title in the registrant's namespace. */
  title?: string;
  flags?: RouteFlags;
  /**
   * The server's check for a route that exists only for some values (`invite`: `/:token` is a page only
   * for the invite code of a member); the client's page shows the 404 for the others.
   */
  verify?: string;
}

export interface NavigationItemDeclaration {
  /** i18n key of the label in the registrant's namespace. */
  label: string;
  /** Route name the item links to. */
  route: string;
  /** Items are shown by ascending order across all remotes. */
  order: number;
  visibility: NavVisibility;
  badge?: BadgeSourceName;
  /** Active only on the route's own path, not on the pages below it. */
  exact?: boolean;
  /** The tab bar's picture. */
  icon?: NavIconName;
  /** i18n key of a shorter label for the phone tab bar (about 10 characters); the label when absent. */
  shortLabel?: string;
  /** The menu this item sits in instead of standing on its own. */
  group?: NavGroupName;
}

export interface SlotDeclaration {
  slot: SlotName;
  /** The page module that fills it (a key of the register module's pages). */
  page: string;
}

/** The data file of a registration. */
export interface RegistrationData {
  /** The federation name ('mf_chat'), or 'shell'. */
  remote: string;
  /** The i18n namespace of its labels and titles. */
  namespace: string;
  pages: PageDeclaration[];
  navigation?: NavigationItemDeclaration[];
  slots?: SlotDeclaration[];
  /**
   * The texts of the navigation labels and page titles, per language: the shell shows them before any of
   * the remote's code has loaded.
   */
  messages?: Partial<Record<Language, Record<string, string>>>;
}

export type PageModules = Record<string, () => Promise<{ default: ComponentType }>>;

/** What a remote exposes as './register'. */
export interface RemoteRegistration {
  data: RegistrationData;
  pages: PageModules;
  parcels?: LanderParcels;
  /** The remote build's version (its __APP_VERSION__), shown on its slots so a redeploy is observable. */
  version: string;
  namespace: string;
  loadTranslations: (language: Language) => Promise<Record<string, unknown>>;
}
