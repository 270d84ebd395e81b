import { REMOTE_RETRY_DELAYS_MS, withRetry } from './retry';

describe('withRetry', () => {
  it('retries with exponential backoff, 300, 600 and 1200 ms, then gives up with the last error', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const load = async () => {
      attempts++;
      throw new Error(`attempt ${attempts}`);
    };
    await expect(
      withRetry(load, { delays: REMOTE_RETRY_DELAYS_MS, wait: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow('attempt 4');
    expect(waits).toEqual([300, 600, 1200]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const load = async () => {
      attempts++;
      if (attempts < 2) throw new Error('not yet');
      return 'loaded';
    };
    await expect(
      withRetry(load, { delays: REMOTE_RETRY_DELAYS_MS, wait: async (ms) => void waits.push(ms) }),
    ).resolves.toBe('loaded');
    expect(waits).toEqual([300]);
  });

  it('gives up at once on an error another attempt cannot fix', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const load = async () => {
      attempts++;
      throw new Error('incompatible');
    };
    await expect(
      withRetry(load, { wait: async (ms) => void waits.push(ms), retryable: () => false }),
    ).rejects.toThrow('incompatible');
    expect(attempts).toBe(1);
    expect(waits).toEqual([]);
  });
});
