/**
 * Every string of every request is well-formed Unicode, or the request is refused with a 400 naming the field.
 * JSON can carry half of a surrogate pair on its own (`"\ud800"`): no character at all, which libraries that
 * encode or compare text throw on (the e-mail typo checker did, a 500). Checked once for the whole API before
 * schema validation, so no route and no field can forget it.
 */
import fp from 'fastify-plugin';
import { FORBIDDEN_CHARACTERS_CODE, hasLoneSurrogate } from 'contract';
import { validationFailed } from '../lib/http-error.js';

/** The English wording of the field's problem. */
const NOT_TEXT = 'contains a character that is not text (half of a surrogate pair)';

/**
 * The dotted path of the first string (key or value) in `value` that is not well-formed, or null. Walked with
 * a stack of its own, not recursion: a body may nest thousands of arrays deep.
 */
function firstIllFormed(value: unknown): string | null {
  const pending: { item: unknown; path: string }[] = [{ item: value, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { item, path } = next;
    if (typeof item === 'string') {
      if (hasLoneSurrogate(item)) return path;
      continue;
    }
    if (typeof item !== 'object' || item === null || Buffer.isBuffer(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasLoneSurrogate(key)) return childPath;
      pending.push({ item: child, path: childPath });
    }
  }
  return null;
}

export const wellFormedTextPlugin = fp(
  async (app) => {
    // Synchronous: it runs on every request, and nearly all of them pass without a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      const field =
        firstIllFormed(request.params) ?? firstIllFormed(request.query) ?? firstIllFormed(request.body);
      if (field === null) {
        done();
        return;
      }
      // The field code of every text refused for its characters: clients word it in the member's language.
      done(
        validationFailed({ [field || 'request']: { code: FORBIDDEN_CHARACTERS_CODE, message: NOT_TEXT } }),
      );
    });
  },
  { name: 'well-formed-text', fastify: '5.x' },
);
