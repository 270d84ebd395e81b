/**
 * Structured logs (pino, through Fastify): JSON lines for machines; pretty lines only for a developer
 * watching a terminal outside production. Cookies and credentials never reach the log.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';

export type LoggerOption = NonNullable<FastifyServerOptions['logger']>;

function canResolve(id: string): boolean {
  try {
    createRequire(import.meta.url).resolve(id);
    return true;
  } catch {
    return false;
  }
}

export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'production'>,
  isTTY: boolean = process.stdout.isTTY === true,
): LoggerOption {
  const pretty = isTTY && !config.production && canResolve('pino-pretty');
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
