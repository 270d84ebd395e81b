import { PUSH_SUBSCRIPTION_PATH, renewSubscription } from './renewal';

/** A browser's subscription as far as the renewal reads it. */
function subscription(endpoint: string, key: ArrayBuffer | null = null): PushSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
  } as unknown as PushSubscription;
}

function recorder() {
  const posts: { url: string; init: RequestInit }[] = [];
  const subscribed: PushSubscriptionOptionsInit[] = [];
  return {
    posts,
    subscribed,
    deps: {
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        subscribed.push(options);
        return subscription('https://push.example/renewed');
      },
      fetch: (async (url: string, init: RequestInit) => {
        posts.push({ url, init });
        return new Response('{"subscribed":true}', { status: 200 });
      }) as unknown as typeof fetch,
    },
  };
}

describe('renewSubscription', () => {
  it('hands the subscription the browser made to the account, as the client it is', async () => {
    const { posts, subscribed, deps } = recorder();
    const renewed = await renewSubscription(
      {
        oldSubscription: subscription('https://push.example/old'),
        newSubscription: subscription('https://push.example/new'),
      },
      deps,
    );
    expect(renewed).toBe(true);
    expect(subscribed).toEqual([]);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe(PUSH_SUBSCRIPTION_PATH);
    expect(posts[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'X-Request-Type': 'client' },
    });
    expect(JSON.parse(String(posts[0]!.init.body))).toMatchObject({
      subscription: { endpoint: 'https://push.example/new' },
    });
  });

  it("subscribes again with the old subscription's key when the browser gave no new one", async () => {
    const { posts, subscribed, deps } = recorder();
    const key = new Uint8Array([4, 1, 2]).buffer;
    expect(
      await renewSubscription(
        { oldSubscription: subscription('https://push.example/old', key), newSubscription: null },
        deps,
      ),
    ).toBe(true);
    expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(JSON.parse(String(posts[0]!.init.body)).subscription.endpoint).toBe(
      'https://push.example/renewed',
    );
  });

  it('does nothing without a subscription or a key to renew with', async () => {
    const { posts, subscribed, deps } = recorder();
    expect(await renewSubscription({ oldSubscription: null, newSubscription: null }, deps)).toBe(false);
    expect(
      await renewSubscription(
        { oldSubscription: subscription('https://push.example/old'), newSubscription: null },
        deps,
      ),
    ).toBe(false);
    expect({ posts, subscribed }).toEqual({ posts: [], subscribed: [] });
  });
});
