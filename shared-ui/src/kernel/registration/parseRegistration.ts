import { LANGUAGES } from 'contract/constants';
import {
  BADGE_SOURCES,
  LAYOUTS,
  NAV_GROUPS,
  NAV_ICONS,
  NAV_VISIBILITIES,
  SLOTS,
  type NavigationItemDeclaration,
  type PageDeclaration,
  type RegistrationData,
  type SlotDeclaration,
} from './types';

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const oneOf =
  (values: readonly string[]) =>
  (value: unknown): boolean =>
    values.includes(value as string);

function isPage(value: unknown): value is PageDeclaration {
  return (
    isRecord(value) &&
    isString(value.name) &&
    isString(value.path) &&
    value.path.startsWith('/') &&
    oneOf(LAYOUTS)(value.layout) &&
    optional(value.page, isString) &&
    optional(value.parcel, isString) &&
    optional(value.title, isString) &&
    optional(value.verify, isString) &&
    optional(value.flags, isRecord)
  );
}

function isNavigationItem(value: unknown): value is NavigationItemDeclaration {
  return (
    isRecord(value) &&
    isString(value.label) &&
    isString(value.route) &&
    typeof value.order === 'number' &&
    oneOf(NAV_VISIBILITIES)(value.visibility) &&
    optional(value.badge, oneOf(BADGE_SOURCES)) &&
    optional(value.exact, (exact) => typeof exact === 'boolean') &&
    optional(value.icon, oneOf(NAV_ICONS)) &&
    optional(value.shortLabel, isString) &&
    optional(value.group, oneOf(NAV_GROUPS))
  );
}

function isSlot(value: unknown): value is SlotDeclaration {
  return isRecord(value) && oneOf(SLOTS)(value.slot) && isString(value.page);
}

function isMessages(value: unknown): boolean {
  return (
    isRecord(value) &&
    Object.entries(value).every(
      ([language, texts]) =>
        oneOf(LANGUAGES)(language) && isRecord(texts) && Object.values(texts).every(isString),
    )
  );
}

function listOf<T>(value: unknown, check: (item: unknown) => item is T, what: string, owner: string): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${owner}: ${what} must be a list`);
  return value.map((item, index) => {
    if (!check(item)) throw new Error(`${owner}: ${what} ${index} is malformed: ${JSON.stringify(item)}`);
    return item;
  });
}

/**
 * Checks a registration's data file. Throws on a malformed one: a broken file fails that remote's tests
 * at build time, and at run time the shell leaves that remote out instead of breaking the site.
 */
export function parseRegistration(raw: unknown): RegistrationData {
  if (!isRecord(raw) || !isString(raw.remote) || !isString(raw.namespace)) {
    throw new Error('A registration needs a remote and a namespace');
  }
  const owner = raw.remote;
  if (!optional(raw.messages, isMessages)) throw new Error(`${owner}: messages are malformed`);
  return {
    remote: raw.remote,
    namespace: raw.namespace,
    pages: listOf(raw.pages ?? [], isPage, 'page', owner),
    navigation: listOf(raw.navigation, isNavigationItem, 'navigation item', owner),
    slots: listOf(raw.slots, isSlot, 'slot', owner),
    messages: raw.messages as RegistrationData['messages'],
  };
}
