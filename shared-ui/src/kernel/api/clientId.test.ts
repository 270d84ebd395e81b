import { newClientId } from './clientId';
import type * as ClientId from './clientId';

describe('newClientId', () => {
  const randomUUID = crypto.randomUUID;
  afterEach(() => {
    crypto.randomUUID = randomUUID;
  });

  it('makes a new v4 id each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('works where the page is not a secure context (no crypto.randomUUID)', () => {
    // @ts-expect-error: a page over plain http on a host name has no randomUUID.
    crypto.randomUUID = undefined;
    // Loaded afresh: the library looks for randomUUID when it loads, as it does on such a page.
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof ClientId>('./clientId');
      const [first, second] = [fresh.newClientId(), fresh.newClientId()];
      expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(second).not.toBe(first);
    });
  });
});
