/** What the database's errors mean to the repositories. */

const UNIQUE_VIOLATION = '23505';

/** A unique constraint refused the write (drizzle wraps the driver's error: its causes are searched too). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
