import { api } from 'shared-ui/kernel';
import type { SignupStart } from './validate';

/**
 * POST /api/signup.php: the first signup step. The API's signup arrives with the next issue; until
 * then it answers an error, which the form shows as it comes.
 */
export async function startSignup(values: SignupStart & { member_id?: number }): Promise<void> {
  await api.post('signup.php', { json: values });
}
