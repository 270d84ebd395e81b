/**
 * The deployment's remotes manifest (`/remotes.json`): federation name -> URL of that remote's
 * mf-manifest.json. No remote URL is compiled into the shell; shipping a remote is changing a line here.
 */
export type RemotesManifest = Record<string, string>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

export function parseRemotesManifest(raw: unknown): RemotesManifest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('remotes.json must be an object of remote name -> manifest URL');
  }
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(raw)) {
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json: ${name} has no manifest URL`);
    manifest[name] = url;
  }
  return manifest;
}

export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  // no-store: a redeployed remote must be visible on the next page load, whatever the HTTP caches say.
  const response = await fetchImpl(REMOTES_MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}
