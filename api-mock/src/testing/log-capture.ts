import { Writable } from 'node:stream';
import type { LoggerOption } from '../logger.js';

/** A pino logger configuration that collects the JSON log lines, for asserting what was logged. */
export function captureLogs(level = 'info'): {
  logger: LoggerOption;
  lines: () => Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  return {
    logger: { level, stream } as LoggerOption,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
