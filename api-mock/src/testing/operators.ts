/**
 * The site operators in tests: an app whose operators' routes exist (they need OPERATOR_SECRET), and the
 * operators' calls with that secret.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TEST_ENV, TEST_SCRYPT } from './accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

/** At least 32 characters, as the configuration asks of every secret. */
export const OPERATOR_TEST_SECRET = 'operator-secret-for-the-api-tests-0001';

/** The app with the operators' routes on the injected clock, with any further settings. */
export function createOperatorTestApp(now: () => Date, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    clock: now,
    env: { ...ACCOUNT_TEST_ENV, OPERATOR_SECRET: OPERATOR_TEST_SECRET, ...env },
  });
}

/** An operators' POST on `host`'s site, with the secret unless another authorization is given. */
export const operatorPost = (
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  host = 'localhost',
  authorization = `Bearer ${OPERATOR_TEST_SECRET}`,
) => app.inject({ method: 'POST', url, payload, headers: { host, authorization } });
