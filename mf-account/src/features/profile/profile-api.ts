/** The own profile's calls: the update and the value lists it offers. */
import { request, type ProfileUpdate, type User } from 'shared-ui/kernel';

/** PUT /api/profile.php: the changed fields only; answers the user as it now is. */
export async function saveProfile(update: ProfileUpdate): Promise<User> {
  return (await request('PUT /api/profile.php', { json: update })).user;
}

/** GET /api/interests.php, once per page view (the list changes only with a deployment). */
let interests: Promise<string[]> | null = null;
export function fetchInterests(): Promise<string[]> {
  interests ??= request('GET /api/interests.php').then((answer) => answer.interests);
  interests.catch(() => (interests = null));
  return interests;
}
