/** Delays between attempts when loading a remote: three retries after 300, 600 and 1200 ms. */
export const REMOTE_RETRY_DELAYS_MS = [300, 600, 1200] as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
  /** An error for which another attempt cannot help ends the retries at once. */
  retryable?: (error: unknown) => boolean;
}

/**
 * Runs `load` until it succeeds, waiting the given delays between attempts (exponential backoff).
 * The last error is rethrown so the caller's boundary can show it.
 */
export async function withRetry<T>(
  load: () => Promise<T>,
  { delays = REMOTE_RETRY_DELAYS_MS, wait = sleep, retryable = () => true }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !retryable(error)) throw error;
      await wait(delay);
    }
  }
}
