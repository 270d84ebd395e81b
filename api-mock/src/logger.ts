/**
 * Structured logs (pino, through Fastify): pretty lines for a developer outside production (coloured on a
 * terminal), JSON lines for machines (production, or LOG_FORMAT=json). Cookies and credentials never reach
 * the log.
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
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  isTTY: boolean = process.stdout.isTTY === true,
): LoggerOption {
  // pino-pretty is a development dependency: an install without it logs JSON.
  const pretty = config.logFormat === 'pretty' && canResolve('pino-pretty');
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', colorize: isTTY },
          },
        }
      : {}),
  };
}
