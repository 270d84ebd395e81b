import {
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  isChunkLoadError,
  reloadForChunkError,
} from './chunkReloadGuard';

function chunkError() {
  const error = new Error('Loading chunk 513 failed.\n(error: https://site.example/513.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => sessionStorage.clear());

describe('isChunkLoadError', () => {
  it("recognises webpack's and the browsers' failed chunk loads", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it("recognises the federation runtime's remote manifest and entry that did not arrive", () => {
    const runtimeError = (code: string, what: string) =>
      new Error(
        `[ Federation Runtime ]: ${what} #${code}\nargs: {"moduleName":"mf_members"}\nOriginal Error Message:\n TypeError: Failed to fetch`,
      );
    expect(isChunkLoadError(runtimeError('RUNTIME-003', 'Failed to get manifest.'))).toBe(true);
    expect(isChunkLoadError(runtimeError('RUNTIME-008', 'Failed to load script resources.'))).toBe(true);
    expect(isChunkLoadError(runtimeError('RUNTIME-001', 'Failed to get remoteEntry exports.'))).toBe(true);
    // A remote that loaded but does not expose the module is not cured by a reload.
    expect(
      isChunkLoadError(runtimeError('RUNTIME-014', 'The remote does not expose the requested module.')),
    ).toBe(false);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('the chunk reload guard', () => {
  it('allows one reload and records when', () => {
    expect(claimChunkReload(1_000_000)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses another reload within 60 seconds', () => {
    claimChunkReload(1_000_000);
    expect(claimChunkReload(1_000_000 + 59_999)).toBe(false);
  });

  it('allows a reload again after 60 seconds', () => {
    claimChunkReload(1_000_000);
    expect(claimChunkReload(1_000_000 + 60_000)).toBe(true);
  });

  it('reloads the page for a chunk error only once per minute', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), reload)).toBe(true);
    expect(reloadForChunkError(chunkError(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for an ordinary error', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('boom'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
