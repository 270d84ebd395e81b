import type { LanderMember } from 'contract';

/** How many faces the home page shows: three in a row on a phone, two rows of three beside the copy. */
export const HOME_FACES = 6;

/** What the server drew the visitors' home with (the page state), so the shell's drawing shows the same. */
export interface HomeState {
  people: LanderMember[];
}

/** The home page's module name, as the server draws it and the page reads its state back. */
export const HOME_PAGE = 'home';

/** The API path of the faces: members a visitor may see, of the gender looked for, the visitor's country first. */
export const HOME_PEOPLE_PATH = `/api/lander-members.php?limit=${HOME_FACES}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** The answer comes from outside this code (the API, the document's state): checked, not cast. */
function isLanderMember(value: unknown): value is LanderMember {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.age === 'number' &&
    typeof value.fictional === 'boolean' &&
    isTextOrNull(value.photo)
  );
}

/** The faces in an answer of the API or in the page's state; none for anything else. */
export function peopleIn(value: unknown): LanderMember[] {
  const list = isRecord(value) ? (value.members ?? value.people) : undefined;
  return Array.isArray(list) ? list.filter(isLanderMember).slice(0, HOME_FACES) : [];
}

/**
 * The home page's state for the server's drawing: the faces, asked with the server's logged-out GET of the
 * site's API. Never throws: without them the page is drawn without faces.
 */
export async function loadHomeState(api: (path: string) => Promise<unknown>): Promise<HomeState> {
  try {
    return { people: peopleIn(await api(HOME_PEOPLE_PATH)) };
  } catch {
    return { people: [] };
  }
}
