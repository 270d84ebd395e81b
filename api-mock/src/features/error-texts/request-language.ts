import type { FastifyRequest } from 'fastify';
import type { Language } from 'contract';
import { acceptedLanguages, languageOf } from '../../plugins/site/document.js';

export interface ErrorLanguageSources {
  /** The language of the member a session belongs to (null: no such member any more). */
  memberLanguage: (memberId: number) => Promise<string | null>;
  /** The domain_language of the site the request is for (null: no site answers this host). */
  siteLanguage: (request: FastifyRequest) => Promise<string | null>;
}

/**
 * The language an error answer is written in: the session member's own, else the browser's first supported
 * one (Accept-Language), else the site's domain_language, else English. `lookUpMember` false spares the
 * database: answers about load (rate limited, 5xx) must not add work, so they go by the request alone.
 */
export async function errorLanguage(
  request: FastifyRequest,
  sources: ErrorLanguageSources,
  lookUpMember: boolean,
): Promise<Language> {
  const memberId = request.session?.memberId;
  if (lookUpMember && memberId !== undefined) {
    const own = languageOf(await sources.memberLanguage(memberId).catch(() => null));
    if (own) return own;
  }
  for (const tag of acceptedLanguages(request.headers['accept-language'])) {
    const accepted = languageOf(tag);
    if (accepted) return accepted;
  }
  return languageOf(await sources.siteLanguage(request).catch(() => null)) ?? 'en';
}
