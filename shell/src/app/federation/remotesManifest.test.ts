import { fetchRemotesManifest, parseRemotesManifest } from './remotesManifest';

describe('the remotes manifest', () => {
  it('maps remote names to manifest URLs', () => {
    expect(parseRemotesManifest({ mf_chat: '/remotes/mf-chat/mf-manifest.json' })).toEqual({
      mf_chat: '/remotes/mf-chat/mf-manifest.json',
    });
  });

  it('rejects anything else', () => {
    expect(() => parseRemotesManifest(['x'])).toThrow();
    expect(() => parseRemotesManifest({ mf_chat: 3 })).toThrow(/mf_chat/);
  });

  it('is fetched from /remotes.json past the HTTP caches', async () => {
    const fetchStub = jest.fn(
      async () => new Response(JSON.stringify({ mf_members: '/m.json' }), { status: 200 }),
    );
    await expect(fetchRemotesManifest(fetchStub as unknown as typeof fetch)).resolves.toEqual({
      mf_members: '/m.json',
    });
    expect(fetchStub).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('fails on an error answer', async () => {
    const fetchStub = jest.fn(async () => new Response('', { status: 503 }));
    await expect(fetchRemotesManifest(fetchStub as unknown as typeof fetch)).rejects.toThrow('503');
  });
});
