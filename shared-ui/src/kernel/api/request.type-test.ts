/**
 * Type-level tests of the typed requests, checked by the package's typecheck (`tsc --noEmit`): each
 * endpoint resolves to its own answer type, and calls the contract does not allow do not compile. The
 * calls sit in a function that is never run.
 */
import { expectTypeOf } from 'expect-type';
import type {
  LikeResponse,
  MemberResponse,
  PhotoUploadResponse,
  RegionsResponse,
  Settings,
  SwipeState,
  UserResponse,
} from 'contract';
import type { ApiRequest } from './request';

export function requestTypes(request: ApiRequest): void {
  // Each endpoint answers its own type.
  expectTypeOf(request('GET /api/user.php')).resolves.toEqualTypeOf<UserResponse>();
  expectTypeOf(request('GET /api/member.php', { query: { id: 1 } })).resolves.toEqualTypeOf<MemberResponse>();
  expectTypeOf(request('POST /api/like.php', { json: { id: 1 } })).resolves.toEqualTypeOf<LikeResponse>();
  expectTypeOf(
    request('POST /api/swipe.php', { json: { id: 1, like: false } }),
  ).resolves.toEqualTypeOf<SwipeState>();
  expectTypeOf(
    request('POST /api/photos.php', { form: new FormData() }),
  ).resolves.toEqualTypeOf<PhotoUploadResponse>();
  expectTypeOf(request('GET /api/regions.php')).resolves.toEqualTypeOf<RegionsResponse>();
  expectTypeOf(request('GET /api/settings.php', { query: { country: 'DE' } }))
    .resolves.toHaveProperty('settings')
    .toEqualTypeOf<Settings>();

  // Calls the contract does not allow.
  // @ts-expect-error -- no such endpoint
  void request('GET /api/nothing.php');
  // @ts-expect-error -- the endpoint does not answer this method
  void request('PATCH /api/user.php');
  // @ts-expect-error -- a login needs its body
  void request('POST /api/user.php');
  // @ts-expect-error -- the body misses the password
  void request('POST /api/user.php', { json: { email: 'sam@example.test' } });
  // @ts-expect-error -- the id is a number
  void request('GET /api/member.php', { query: { id: '1' } });
  // @ts-expect-error -- the language is one of the site's seven
  void request('PUT /api/user.php', { json: { language: 'xx' } });
  // @ts-expect-error -- an upload is a form, not JSON
  void request('POST /api/photos.php', { json: {} });
  // @ts-expect-error -- a profile needs its id
  void request('GET /api/member.php');
  // @ts-expect-error -- a profile needs its id
  void request('GET /api/member.php', {});
  // @ts-expect-error -- an upload needs its form
  void request('POST /api/photos.php');
  // @ts-expect-error -- the user call takes no body
  void request('GET /api/user.php', { json: {} });
}
