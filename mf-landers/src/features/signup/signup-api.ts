import { request, type TrackingData, type User } from 'shared-ui/kernel';
import type { SignupStart } from './validate';

/** POST /api/signup.php body. */
export interface SignupRequest extends SignupStart {
  signup_message?: string;
  /** 'I am …' and, from 'looking for …', the profile's sexuality. */
  gender?: string;
  sexuality?: string;
  member_id?: number;
  invite?: string;
  tracking?: TrackingData;
}

/** PUT /api/profile.php body: any of the profile fields collected in signup steps 2 to 4. */
export interface ProfileUpdate {
  gender?: string;
  sexuality?: string;
  country?: string;
  region?: string;
  city?: string;
  hair_color?: string;
  eye_color?: string;
  body_type?: string;
  relationship_status?: string;
  tattoos?: boolean;
  interests?: string[];
  signup_reason?: string;
  about_me?: string;
}

/** POST /api/signup.php: creates the account (status not_confirmed) and logs the visitor in. */
export async function startSignup(signup: SignupRequest): Promise<User> {
  const { user } = await request('POST /api/signup.php', { json: signup });
  return user;
}

/** PUT /api/profile.php: saves one signup step's answers. */
export async function updateProfile(update: ProfileUpdate): Promise<User> {
  const { user } = await request('PUT /api/profile.php', { json: update });
  return user;
}

export async function fetchInterests(): Promise<string[]> {
  return (await request('GET /api/interests.php')).interests;
}
