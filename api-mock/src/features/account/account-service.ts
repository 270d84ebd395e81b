/**
 * The account lifecycle: signup, login with lockout, profile and language, activation, password reset and
 * change, e-mail change. Routes hand in the request's context (site, link origin, client IP); everything
 * else comes in explicitly, including the clock (tests move it instead of sleeping).
 */
import {
  ACCOUNT_MESSAGES,
  REPORT_MESSAGES,
  ACTIVATION_LINK_VALID_DAYS,
  CITY_MAX_LENGTH,
  ABOUT_ME_MAX_LENGTH,
  ERROR_CODES,
  LANGUAGES,
  LOGIN_KNOWN_CLIENT_DAYS,
  MAIL_CHANGE_LINK_VALID_HOURS,
  MAIL_CHANGE_UNDO_VALID_DAYS,
  PROFILE_VALUE_LISTS,
  RESET_LINK_VALID_HOURS,
  RESET_MAILS_PER_DAY,
  type Language,
  type MailChangeRequest,
  type PasswordChange,
  type PasswordResetDo,
  type ProfileUpdate,
  type SignupRequest,
} from 'contract';
import type {
  AuthRepository,
  MemberProfileChanges,
  MemberRecord,
  MemberRepository,
  Repositories,
} from '../../db/repositories/index.js';
import type { OneTimeTokenKind } from '../../db/schema.js';
import { ApiHttpError, notFound, validationFailed } from '../../lib/http-error.js';
import type { PasswordHasher } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { renderMail, type MailKind } from '../mail/templates.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import type { SessionsEnded } from './session-service.js';
import { lockouts, lockoutHorizon, minutesLeft, withoutAttempt, type RecentAttempts } from './lockout.js';
import {
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPassword,
  checkSignupMessage,
  normalizeEmail,
  normalizeName,
  type FieldProblem,
} from './validation.js';

export interface RequestContext {
  site: ResolvedSite;
  /** Scheme and host the mailed links point at (https://<site domain> in production). */
  origin: string;
  ip: string;
  /** The visitor's language (locale cookie), used for a new account. */
  language?: string;
  /** The visitor's country from the edge, if the site serves it. */
  country?: string | null;
}

export interface AccountServiceOptions {
  members: MemberRepository;
  auth: AuthRepository;
  /**
   * Every change of several rows runs in one of these transactions, its mails queued inside it (the job
   * queue's outbox): all of it commits, or nothing does and no mail leaves.
   */
  transaction: Repositories['transaction'];
  /** Told after a transaction that queued jobs committed (the worker then runs them without waiting). */
  jobsQueued?: () => void;
  catalog: CatalogService;
  now: () => Date;
  /** Every password hash and check goes through it (a bounded queue in front of scrypt). */
  hasher: PasswordHasher;
  /** Told once the sessions a change ended are committed. */
  sessionsEnded?: SessionsEnded;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The shape of an invite code (see the members table): checked before any query. */
const INVITE_CODE = /^[0-9a-f]{16}$/;

const fail = (status: number, code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string) =>
  new ApiHttpError(status, code, message);

const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

export function createAccountService(options: AccountServiceOptions) {
  const { members, auth, transaction, catalog, now, hasher } = options;
  const jobsQueued = options.jobsQueued ?? (() => undefined);
  const sessionsEnded = options.sessionsEnded ?? (() => undefined);
  /** Runs `work` in one transaction and, once it committed, lets the worker know mails are waiting. */
  async function committing<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    const result = await transaction(work);
    jobsQueued();
    return result;
  }
  // A full hashing queue rejects at once with QueueFullError, which the API answers 503 service_busy.
  const hash = (password: string) => hasher.hash(password);

  /** A mailed link, issued in the transaction `tx`. */
  interface IssuedLink {
    token: string;
    tokenHash: string;
  }

  /**
   * Queues the mail carrying a link in the transaction `tx`; the link's token hash is the mail's idempotency
   * key, so one link is mailed once.
   */
  async function queueLinkMail(
    tx: Repositories,
    kind: MailKind,
    member: MemberRecord,
    context: RequestContext,
    link: { url: string; issued: IssuedLink },
    to = member.email,
    email?: string,
  ) {
    const language = isLanguage(member.language) ? member.language : 'en';
    const site = context.site.settings;
    const mail = renderMail(kind, language, { site: site.name, name: member.name, link: link.url, email });
    await enqueueMail(
      tx.jobs,
      { siteId: context.site.id, fromName: site.name, fromAddress: `no-reply@${site.domain}`, to, ...mail },
      `${kind}:${link.issued.tokenHash}`,
      now(),
    );
  }

  async function issueToken(
    tx: Repositories,
    kind: OneTimeTokenKind,
    memberId: number,
    validMs: number,
    payload?: Record<string, string>,
  ): Promise<IssuedLink> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const at = now();
    await tx.auth.createToken({
      kind,
      tokenHash,
      memberId,
      payload,
      now: at,
      expiresAt: new Date(at.getTime() + validMs),
    });
    return { token, tokenHash };
  }

  /**
   * After the password or the address changed: reset and e-mail change links mailed before are void, so a
   * link lying in an inbox (or taken by someone else) cannot undo what the owner just did.
   */
  async function voidOutstandingLinks(tx: Repositories, memberId: number) {
    await tx.auth.voidTokens(memberId, ['password_reset', 'mail_change'], now());
  }

  /**
   * Checks a password under the login lockout (lockout.ts). The attempt is counted before its password is
   * checked and stays counted when it fails, so every check of a member's password (login, password change,
   * e-mail change) draws from the same allowance: a stolen session cannot guess the password any faster than
   * a login form could. Throws 429 account_locked while blocked or when this failure reaches a threshold, and
   * 503 service_busy when the hashing queue is full (then nothing is counted).
   */
  async function checkPasswordUnderLockout(
    email: string,
    findMember: () => Promise<MemberRecord | null>,
    password: string,
    context: RequestContext,
  ): Promise<{ member: MemberRecord | null; valid: boolean }> {
    const siteId = context.site.id;
    const { ip } = context;
    const at = now();
    // A full hashing queue refuses before any database work: under a flood that answer must stay cheap.
    hasher.refuseIfBusy();
    const attempt = await auth.recordLoginAttempt({ siteId, email, ip, at });
    const [recent, member] = await Promise.all([
      auth.recentLoginAttempts(siteId, email, ip, lockoutHorizon(at)),
      findMember(),
    ]);
    let known: Promise<boolean> | undefined;
    const knownClient = () =>
      (known ??= member
        ? auth.isKnownLoginClient(member.id, ip, new Date(at.getTime() - LOGIN_KNOWN_CLIENT_DAYS * DAY))
        : Promise.resolve(false));
    const blockedUntil = async (attempts: RecentAttempts): Promise<Date | null> => {
      const { client, address } = lockouts(attempts, ip, at);
      if (!address || (await knownClient())) return client;
      return client && client > address ? client : address;
    };

    // Judged by the attempts counted before or beside it; refused ones are not counted.
    const blocked = await blockedUntil(withoutAttempt(recent, attempt));
    if (blocked) {
      await auth.removeLoginAttempt(attempt);
      throw lockedError(minutesLeft(blocked, at));
    }
    let valid: boolean;
    try {
      // Unknown addresses cost the same scrypt work as wrong passwords: the answers cannot be told apart.
      valid = member
        ? await hasher.verify(password, member.passwordHash)
        : await hasher.verifyUnknown(password);
    } catch (error) {
      // Not checked (e.g. the hashing queue was full): not a guess, not counted.
      await auth.removeLoginAttempt(attempt);
      throw error;
    }
    if (!member || !valid) {
      // The attempt stays counted; the one that reaches a threshold already answers with the block.
      const reached = await blockedUntil(recent);
      if (reached) throw lockedError(minutesLeft(reached, at));
      return { member, valid: false };
    }
    // A success removes only its own attempt: earlier failures age out, so one right password in a
    // burst cannot make room for more guesses.
    await auth.removeLoginAttempt(attempt);
    return { member, valid: true };
  }

  /** The signed-in member's own password, checked under the same lockout as a login from this client. */
  const checkOwnPassword = async (member: MemberRecord, password: string, context: RequestContext) =>
    (await checkPasswordUnderLockout(member.email, async () => member, password, context)).valid;

  async function queueActivation(tx: Repositories, member: MemberRecord, context: RequestContext) {
    const issued = await issueToken(tx, 'activation', member.id, ACTIVATION_LINK_VALID_DAYS * 24 * HOUR);
    const url = `${context.origin}/api/activate.php?token=${issued.token}`;
    await queueLinkMail(tx, 'activation', member, context, { url, issued });
  }

  function assertPassword(password: string, field = 'password') {
    const problem = checkPassword(password);
    if (problem) throw validationFailed({ [field]: problem });
  }

  /** The member whose invite link carries this code, on the request's site; null for any other text. */
  async function findInviter(code: string, context: RequestContext): Promise<MemberRecord | null> {
    const normalized = code.trim().toLowerCase();
    if (!INVITE_CODE.test(normalized)) return null;
    return members.byInviteCode(context.site.id, normalized);
  }

  /**
   * The changes of a profile update and the problems of its fields: the name and the date of birth by the
   * signup's rules (validation.ts) and wording, the rest against the profile value lists and the site.
   */
  function profileChanges(
    current: MemberRecord,
    body: ProfileUpdate,
    site: ResolvedSite['settings'],
    known: { interests: readonly string[]; regions: ReadonlyMap<string, readonly string[]> },
  ): { problems: Record<string, FieldProblem>; changes: MemberProfileChanges } {
    const problems: Record<string, FieldProblem> = {};
    const invalid = { code: 'invalid_value', message: ACCOUNT_MESSAGES.invalidValue };
    const changes: MemberProfileChanges = {};
    const lists = PROFILE_VALUE_LISTS;
    const pick = <K extends keyof typeof lists>(field: K, value: string | undefined): string | undefined => {
      if (value === undefined) return undefined;
      if (!(lists[field] as readonly string[]).includes(value)) problems[field] = invalid;
      return value;
    };
    // A name chosen before the current rule is kept as it is: only a changed name is checked.
    if (body.name !== undefined && normalizeName(body.name) !== current.name) {
      const problem = checkName(body.name, current.email, [site.name, site.domain]);
      if (problem) problems.name = problem;
      changes.name = normalizeName(body.name);
    }
    if (body.date_of_birth !== undefined) {
      const problem = checkDateOfBirth(body.date_of_birth, site.minimum_age, now());
      if (problem) problems.date_of_birth = problem;
      changes.dateOfBirth = body.date_of_birth.trim();
    }
    changes.gender = pick('gender', body.gender);
    changes.sexuality = pick('sexuality', body.sexuality);
    changes.hairColor = pick('hair_color', body.hair_color);
    changes.eyeColor = pick('eye_color', body.eye_color);
    changes.bodyType = pick('body_type', body.body_type);
    changes.relationshipStatus = pick('relationship_status', body.relationship_status);
    changes.signupReason = pick('signup_reason', body.signup_reason);
    if (body.tattoos !== undefined) changes.tattoos = body.tattoos;

    if (body.country !== undefined) {
      const country = body.country.toUpperCase();
      if (!site.countries.includes(country)) problems.country = invalid;
      changes.country = country;
      // Another country's regions do not apply: the region is reset unless one is given with it.
      if (country !== current.country && body.region === undefined) changes.region = null;
    }
    if (body.region !== undefined) {
      const country = changes.country ?? current.country;
      const regions = known.regions.get(country) ?? [];
      if (body.region !== null && !regions.includes(body.region)) problems.region = invalid;
      changes.region = body.region;
    }
    if (body.city !== undefined) {
      const city = body.city?.trim() || null;
      if (city !== null && [...city].length > CITY_MAX_LENGTH) problems.city = invalid;
      changes.city = city;
    }
    if (body.about_me !== undefined) {
      const about = body.about_me?.trim() || null;
      if (about !== null && [...about].length > ABOUT_ME_MAX_LENGTH) problems.about_me = invalid;
      changes.aboutMe = about;
    }
    if (body.interests !== undefined) {
      const interests = new Set(known.interests);
      if (body.interests.some((interest) => !interests.has(interest))) problems.interests = invalid;
      changes.interests = [...new Set(body.interests)];
    }
    for (const key of Object.keys(changes) as (keyof MemberProfileChanges)[]) {
      if (changes[key] === undefined) delete changes[key];
    }
    return { problems, changes };
  }

  return {
    async signup(body: SignupRequest, context: RequestContext): Promise<MemberRecord> {
      const site = context.site.settings;
      // Site-level rules first: no point checking fields of a signup that cannot happen.
      if (site.signups === 'with_trafficsource' && !body.tracking?.network?.trim()) {
        throw fail(403, ERROR_CODES.signupsClosed, ACCOUNT_MESSAGES.signupsClosed);
      }
      if (site.signups === 'invite_only') {
        const inviter = await findInviter(body.invite ?? '', context);
        if (!inviter) {
          throw fail(
            403,
            ERROR_CODES.inviteOnly,
            ACCOUNT_MESSAGES.inviteOnly.replace('{sitename}', site.name),
          );
        }
      }

      const problems: Record<string, FieldProblem> = {};
      const email = checkEmail(body.email);
      if (email.problem) problems.email = email.problem;
      const name = checkName(body.name, body.email, [site.name, site.domain]);
      if (name) problems.name = name;
      const password = checkPassword(body.password);
      if (password) problems.password = password;
      const dateOfBirth = checkDateOfBirth(body.date_of_birth, site.minimum_age, now());
      if (dateOfBirth) problems.date_of_birth = dateOfBirth;
      const message = checkSignupMessage(body.signup_message);
      if (message) problems.signup_message = message;
      const invalidValue = { code: 'invalid_value', message: ACCOUNT_MESSAGES.invalidValue };
      for (const field of ['gender', 'sexuality'] as const) {
        const value = body[field];
        if (value !== undefined && !(PROFILE_VALUE_LISTS[field] as readonly string[]).includes(value)) {
          problems[field] = invalidValue;
        }
      }
      if (Object.keys(problems).length > 0) throw validationFailed(problems, email.suggestion);

      const address = normalizeEmail(body.email);
      const existing = await members.byEmail(context.site.id, address);
      if (existing) throw existingAccountError(existing);

      const referrer = body.member_id ? await members.byId(body.member_id) : null;
      // Hashed before the transaction: it takes a second of a core and must not hold a connection.
      const passwordHash = await hash(body.password);
      const account = {
        siteId: context.site.id,
        email: address,
        passwordHash,
        language: isLanguage(context.language) ? context.language : languageOfSite(site.domain_language),
        signupDate: now(),
        // The signup credits arrive as a ledger entry in the signup's transaction (below).
        credits: 0,
        tracking: body.tracking ?? {},
        referrerMemberId: referrer && referrer.siteId === context.site.id ? referrer.id : null,
        name: normalizeName(body.name),
        dateOfBirth: body.date_of_birth.trim(),
        country:
          context.country && site.countries.includes(context.country)
            ? context.country
            : (site.countries[0] ?? 'US'),
        signupMessage: body.signup_message?.trim() || null,
        gender: body.gender ?? null,
        sexuality: body.sexuality ?? null,
        // Hidden from other members until the e-mail address is confirmed.
        profileStatus: 'disabled' as const,
      };
      // The account and its activation mail commit together: a failure leaves no account, so the retry
      // can sign up again.
      return committing(async (tx) => {
        const created = await tx.members.create(account);
        // Lost a race with a concurrent signup of the same address.
        if (!created) throw fail(409, ERROR_CODES.emailExists, ACCOUNT_MESSAGES.emailExists);
        const { balance } = await tx.ledger.credit({
          memberId: created.id,
          amount: site.signup_credits,
          reason: 'signup',
          at: account.signupDate,
        });
        await queueActivation(tx, created, context);
        return { ...created, credits: balance };
      });
    },

    inviter: findInviter,

    /** Login with the lockout of lockout.ts: the attempt is counted before its password is checked. */
    async login(emailInput: string, password: string, context: RequestContext): Promise<MemberRecord> {
      const email = normalizeEmail(emailInput);
      const { member, valid } = await checkPasswordUnderLockout(
        email,
        () => members.byEmail(context.site.id, email),
        password,
        context,
      );
      if (!member || !valid) throw fail(401, ERROR_CODES.loginFailed, ACCOUNT_MESSAGES.loginFailed);
      if (member.deletedAt) {
        throw fail(409, ERROR_CODES.accountPendingDeletion, ACCOUNT_MESSAGES.accountPendingDeletion);
      }
      if (member.moderation === 'suspended') {
        throw fail(403, ERROR_CODES.accountSuspended, REPORT_MESSAGES.accountSuspended);
      }
      const at = now();
      await auth.rememberLoginClient(
        member.id,
        context.ip,
        at,
        new Date(at.getTime() - LOGIN_KNOWN_CLIENT_DAYS * DAY),
      );
      return member;
    },

    async setLanguage(memberId: number, language: Language): Promise<MemberRecord> {
      const updated = await members.update(memberId, { language });
      if (!updated) throw notFound();
      return updated;
    },

    /**
     * Changes any subset of the own profile. Judged and written under the member's row lock, so parallel
     * updates cannot mix: a region is always checked against the country it is stored with. The view others
     * get is read from the row on each request, and the session memo of the member is dropped by the write.
     */
    async updateProfile(
      member: MemberRecord,
      body: ProfileUpdate,
      context: RequestContext,
    ): Promise<MemberRecord> {
      const site = context.site.settings;
      // The value lists are read before the transaction: a read on another connection while it holds one
      // could wait on it (PGlite has one connection).
      const lists = {
        interests: body.interests === undefined ? [] : await catalog.interests(),
        regions: new Map((await catalog.allRegions()).map((entry) => [entry.country, entry.regions])),
      };
      return transaction(async (tx) => {
        const current = await tx.members.byIdForUpdate(member.id);
        if (!current) throw notFound();
        const { problems, changes } = profileChanges(current, body, site, lists);
        if (Object.keys(problems).length > 0) throw validationFailed(problems);
        const updated = await tx.members.update(current.id, changes);
        if (!updated) throw notFound();
        return updated;
      });
    },

    /**
     * Uses an activation link: `activated`; `already_confirmed` when the link was issued to an account that is
     * confirmed already (a second click, an older link): nothing failed, the member just carries on;
     * `invalid` when it is unknown, or used or expired for an account still unconfirmed.
     */
    async activate(token: string): Promise<'activated' | 'already_confirmed' | 'invalid'> {
      const tokenHash = hashToken(token);
      return transaction(async (tx) => {
        const row = await tx.auth.consumeToken('activation', tokenHash, now());
        if (row) {
          await tx.members.confirm(row.memberId);
          return 'activated';
        }
        const memberId = await tx.auth.tokenMember('activation', tokenHash);
        const member = memberId === null ? null : await tx.members.byId(memberId);
        return member?.status === 'confirmed' && !member.deletedAt ? 'already_confirmed' : 'invalid';
      });
    },

    async resendActivation(member: MemberRecord, context: RequestContext): Promise<void> {
      // A confirmed account needs no link; the answer is the same so the client needs no special case.
      if (member.status === 'confirmed') return;
      await committing((tx) => queueActivation(tx, member, context));
    },

    async requestPasswordReset(emailInput: string, context: RequestContext): Promise<void> {
      const member = await members.byEmail(context.site.id, normalizeEmail(emailInput));
      if (!member) throw fail(404, ERROR_CODES.emailNotFound, ACCOUNT_MESSAGES.emailNotFound);
      // A pending deletion comes back through the reactivation link only, as signup and login point out.
      if (member.deletedAt) {
        throw fail(409, ERROR_CODES.accountPendingDeletion, ACCOUNT_MESSAGES.accountPendingDeletion);
      }
      // The day's limit is counted and the link stored in one step under the member's lock, so a burst of
      // parallel requests cannot send more than RESET_MAILS_PER_DAY mails.
      const token = newToken();
      const tokenHash = hashToken(token);
      const at = now();
      await committing(async (tx) => {
        const issued = await tx.auth.createTokenWithinLimit(
          {
            kind: 'password_reset',
            tokenHash,
            memberId: member.id,
            now: at,
            expiresAt: new Date(at.getTime() + RESET_LINK_VALID_HOURS * HOUR),
          },
          { max: RESET_MAILS_PER_DAY, since: new Date(at.getTime() - 24 * HOUR) },
        );
        if (!issued) throw fail(429, ERROR_CODES.resetLimit, ACCOUNT_MESSAGES.resetLimit);
        const url = `${context.origin}/reset-password/do?token=${token}`;
        await queueLinkMail(tx, 'password_reset', member, context, { url, issued: { token, tokenHash } });
      });
    },

    /** Sets the new password from a reset link and ends every session of the account. */
    async resetPassword(body: PasswordResetDo): Promise<void> {
      if (body.password !== body.password_repeat) {
        throw fail(400, ERROR_CODES.passwordsDiffer, ACCOUNT_MESSAGES.passwordsDiffer);
      }
      // Checked before the token is used, so a refused password does not burn the link.
      assertPassword(body.password);
      const passwordHash = await hash(body.password);
      // The link is used, the password set, the other links voided and the sessions ended together: a
      // failure on the way leaves the link valid and the old password in place.
      const memberId = await transaction(async (tx) => {
        const row = await tx.auth.consumeToken('password_reset', hashToken(body.token), now());
        if (!row) throw fail(400, ERROR_CODES.tokenInvalid, ACCOUNT_MESSAGES.tokenInvalid);
        await tx.members.setPasswordHash(row.memberId, passwordHash);
        await voidOutstandingLinks(tx, row.memberId);
        await tx.auth.revokeOtherSessions(row.memberId, null, now());
        return row.memberId;
      });
      sessionsEnded(memberId);
    },

    /**
     * Checks the old password and stores the new one, voiding the mailed links and ending every session of
     * the member in the same transaction; the caller then starts a fresh session for the device, whose
     * session `asking` is spared the at-once socket check (see the bus's SessionsEndedSignal).
     */
    async changePassword(
      member: MemberRecord,
      body: PasswordChange,
      context: RequestContext,
      asking?: string,
    ): Promise<void> {
      if (!(await checkOwnPassword(member, body.old_password, context))) {
        throw fail(400, ERROR_CODES.oldPasswordWrong, ACCOUNT_MESSAGES.oldPasswordWrong);
      }
      assertPassword(body.password);
      const passwordHash = await hash(body.password);
      await transaction(async (tx) => {
        await tx.members.setPasswordHash(member.id, passwordHash);
        await voidOutstandingLinks(tx, member.id);
        await tx.auth.revokeOtherSessions(member.id, null, now());
      });
      sessionsEnded(member.id, asking);
    },

    /**
     * Mails a confirmation link to the new address. The current password is required, so a session alone
     * (a stolen cookie, a device left open) cannot move the account to another address; it is checked
     * before the address is looked up, so neither can such a session probe which addresses have accounts.
     * `sessionId` is the asking session: it is the only one that stays when the change is applied.
     */
    async requestMailChange(
      member: MemberRecord,
      body: MailChangeRequest,
      context: RequestContext,
      sessionId: string | null,
    ): Promise<void> {
      const email = normalizeEmail(body.email);
      if (checkEmail(email).problem || email === member.email) {
        throw fail(400, ERROR_CODES.newEmailInvalid, ACCOUNT_MESSAGES.newEmailInvalid);
      }
      if (!(await checkOwnPassword(member, body.password, context))) {
        throw fail(400, ERROR_CODES.passwordWrong, ACCOUNT_MESSAGES.passwordWrong);
      }
      if (await members.byEmail(context.site.id, email)) {
        throw fail(409, ERROR_CODES.emailDuplicate, ACCOUNT_MESSAGES.emailDuplicate);
      }
      await committing(async (tx) => {
        const issued = await issueToken(tx, 'mail_change', member.id, MAIL_CHANGE_LINK_VALID_HOURS * HOUR, {
          email,
          ...(sessionId === null ? {} : { session_id: sessionId }),
        });
        const url = `${context.origin}/mail-change/do?token=${issued.token}`;
        await queueLinkMail(tx, 'mail_change', member, context, { url, issued }, email);
      });
    },

    /**
     * Applies an e-mail change link; the new address counts as confirmed (the link reached it). Every other
     * session ends (only the one that asked for the change stays), the links mailed to the old address
     * before die, and the old address gets a notice with an undo link.
     */
    async confirmMailChange(token: string, context: RequestContext): Promise<MemberRecord> {
      const at = now();
      const changed = await committing(async (tx) => {
        const row = await tx.auth.consumeToken('mail_change', hashToken(token), at, context.site.id);
        const email = row?.payload.email;
        const before = row && email ? await tx.members.byId(row.memberId) : null;
        if (!row || !email || !before) {
          throw fail(400, ERROR_CODES.tokenInvalid, ACCOUNT_MESSAGES.tokenInvalid);
        }
        if (!(await tx.members.setEmail(row.memberId, email))) {
          throw fail(409, ERROR_CODES.emailDuplicate, ACCOUNT_MESSAGES.emailDuplicate);
        }
        await tx.members.confirm(row.memberId);
        await voidOutstandingLinks(tx, row.memberId);
        const keep = Number(row.payload.session_id);
        await tx.auth.revokeOtherSessions(row.memberId, Number.isSafeInteger(keep) ? keep : null, at);
        const member = await tx.members.byId(row.memberId);
        if (!member) throw fail(400, ERROR_CODES.tokenInvalid, ACCOUNT_MESSAGES.tokenInvalid);
        const issued = await issueToken(
          tx,
          'mail_change_undo',
          member.id,
          MAIL_CHANGE_UNDO_VALID_DAYS * 24 * HOUR,
          { email: before.email },
        );
        const url = `${context.origin}/mail-change/undo?token=${issued.token}`;
        await queueLinkMail(tx, 'mail_change_notice', member, context, { url, issued }, before.email, email);
        return member;
      });
      sessionsEnded(changed.id);
      return changed;
    },

    /**
     * The undo link of a change notice: restores the address it was mailed to and locks out whoever made
     * the change. They knew the password (a change needs it), so the password is replaced by a random one,
     * every session ends and a reset link goes to the restored address. Undo links of this change and of
     * any later one die with it; those of earlier changes stay, so an owner whose address was changed
     * twice in a row still gets back their own address, not the intermediate one.
     */
    async undoMailChange(token: string, context: RequestContext): Promise<void> {
      const at = now();
      const randomPasswordHash = await hash(newToken());
      const memberId = await committing(async (tx) => {
        const row = await tx.auth.consumeToken('mail_change_undo', hashToken(token), at, context.site.id);
        const email = row?.payload.email;
        if (!row || !email) throw fail(400, ERROR_CODES.tokenInvalid, ACCOUNT_MESSAGES.tokenInvalid);
        if (!(await tx.members.setEmail(row.memberId, email))) {
          throw fail(409, ERROR_CODES.emailDuplicate, ACCOUNT_MESSAGES.emailDuplicate);
        }
        await tx.auth.voidTokens(row.memberId, ['mail_change_undo'], at, row.id);
        await voidOutstandingLinks(tx, row.memberId);
        await tx.members.setPasswordHash(row.memberId, randomPasswordHash);
        await tx.auth.revokeOtherSessions(row.memberId, null, at);
        const member = await tx.members.byId(row.memberId);
        if (!member) throw fail(400, ERROR_CODES.tokenInvalid, ACCOUNT_MESSAGES.tokenInvalid);
        const issued = await issueToken(tx, 'password_reset', member.id, RESET_LINK_VALID_HOURS * HOUR);
        const url = `${context.origin}/reset-password/do?token=${issued.token}`;
        await queueLinkMail(tx, 'password_reset', member, context, { url, issued });
        return member.id;
      });
      sessionsEnded(memberId);
    },

    /** The signed-in member's password, checked under the login lockout (account deletion asks for it). */
    checkOwnPassword,

    memberById: (id: number) => members.byId(id),

    /** Invisible mode on or off. */
    setInvisible: (id: number, invisible: boolean) => members.update(id, { invisible }),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

function existingAccountError(existing: MemberRecord): ApiHttpError {
  return existing.deletedAt
    ? fail(409, ERROR_CODES.accountPendingDeletion, ACCOUNT_MESSAGES.accountPendingDeletion)
    : fail(409, ERROR_CODES.emailExists, ACCOUNT_MESSAGES.emailExists);
}

function lockedError(minutes: number): ApiHttpError {
  return new ApiHttpError(
    429,
    ERROR_CODES.accountLocked,
    ACCOUNT_MESSAGES.accountLocked.replace('{minutes}', String(minutes)),
    undefined,
    { minutes },
  );
}

/** 'de_DE' -> 'de' when supported, else English. */
function languageOfSite(domainLanguage: string): Language {
  const code = domainLanguage.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : 'en';
}
