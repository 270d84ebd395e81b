export type StampResult = { ok: true; message?: string } | { ok: false; message: string };
export function contentHash(packageDir: string, content: readonly string[]): string;
export function checkStamp(packageDir: string): StampResult;
export function recordStamp(packageDir: string): StampResult;
