import { request, type User } from 'shared-ui/kernel';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /api/user.php: answers the logged-in user, or an API error. */
export async function logIn(credentials: Credentials): Promise<User | null> {
  const { user } = await request('POST /api/user.php', { json: credentials });
  return user;
}
