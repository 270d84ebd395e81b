/**
 * The account lifecycle: signup, login with lockout, profile and language, activation, password reset and
 * change, e-mail change. Routes hand in the request's context (site, link origin, client IP); everything
 * else comes in explicitly, including the clock (tests move it instead of sleeping).
 */
import {
  ACCOUNT_MESSAGES,
  ACTIVATION_LINK_VALID_DAYS,
  CITY_MAX_LENGTH,
  ABOUT_ME_MAX_LENGTH,
  ERROR_CODES,
  LANGUAGES,
  LOGIN_MAX_FAILURES_PER_IP,
  MAIL_CHANGE_LINK_VALID_HOURS,
  PROFILE_VALUE_LISTS,
  RESET_LINK_VALID_HOURS,
  RESET_MAILS_PER_DAY,
  type Language,
  type PasswordChange,
  type PasswordResetDo,
  type ProfileUpdate,
  type SignupRequest,
} from '../../contract/index.js';
import type {
  AuthRepository,
  MemberProfileChanges,
  MemberRecord,
  MemberRepository,
} from '../../db/repositories/index.js';
import type { OneTimeTokenKind } from '../../db/schema.js';
import { ApiHttpError, notFound } from '../../lib/http-error.js';
import { dummyPasswordHash, hashPassword, verifyPassword, type ScryptParams } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { Mailer } from '../mail/mailer.js';
import { renderMail, type MailKind } from '../mail/templates.js';
import type { ResolvedSite } from '../sites/site-directory.js';
import { lockedUntil, lockoutHorizon, minutesLeft } from './lockout.js';
import {
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPassword,
  checkSignupMessage,
  normalizeEmail,
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
  mailer: Mailer;
  catalog: CatalogService;
  now: () => Date;
  /** Lower scrypt cost for tests only; production uses the default (N=2^17). */
  scryptParams?: ScryptParams;
}

const HOUR = 3_600_000;
/** The shape of an invite code (see the members table): checked before any query. */
const INVITE_CODE = /^[0-9a-f]{16}$/;

const fail = (status: number, code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string) =>
  new ApiHttpError(status, code, message);

/** One validation_failed error for all field problems; field codes let clients translate. */
function validationError(problems: Record<string, FieldProblem>, suggestion?: string): ApiHttpError {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) {
    fields[field] = problem.message;
    fieldCodes[field] = problem.code;
  }
  return new ApiHttpError(400, ERROR_CODES.validationFailed, ACCOUNT_MESSAGES.validationFailed, fields, {
    field_codes: fieldCodes,
    ...(suggestion ? { suggestion } : {}),
  });
}

const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

export function createAccountService(options: AccountServiceOptions) {
  const { members, auth, mailer, catalog, now } = options;
  const hash = (password: string) => hashPassword(password, options.scryptParams);

  async function sendLinkMail(
    kind: MailKind,
    member: MemberRecord,
    context: RequestContext,
    link: string,
    to = member.email,
  ) {
    const language = isLanguage(member.language) ? member.language : 'en';
    const site = context.site.settings;
    const mail = renderMail(kind, language, { site: site.name, name: member.name, link });
    await mailer.send({
      siteId: context.site.id,
      fromName: site.name,
      fromAddress: `no-reply@${site.domain}`,
      to,
      ...mail,
    });
  }

  async function issueToken(
    kind: OneTimeTokenKind,
    memberId: number,
    validMs: number,
    payload?: Record<string, string>,
  ) {
    const token = newToken();
    const at = now();
    await auth.createToken({
      kind,
      tokenHash: hashToken(token),
      memberId,
      payload,
      now: at,
      expiresAt: new Date(at.getTime() + validMs),
    });
    return token;
  }

  async function sendActivation(member: MemberRecord, context: RequestContext) {
    const token = await issueToken('activation', member.id, ACTIVATION_LINK_VALID_DAYS * 24 * HOUR);
    await sendLinkMail('activation', member, context, `${context.origin}/api/activate.php?token=${token}`);
  }

  function assertPassword(password: string, field = 'password') {
    const problem = checkPassword(password);
    if (problem) throw validationError({ [field]: problem });
  }

  /** The member whose invite link carries this code, on the request's site; null for any other text. */
  async function findInviter(code: string, context: RequestContext): Promise<MemberRecord | null> {
    const normalized = code.trim().toLowerCase();
    if (!INVITE_CODE.test(normalized)) return null;
    return members.byInviteCode(context.site.id, normalized);
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
      const name = checkName(body.name, body.email);
      if (name) problems.name = name;
      const password = checkPassword(body.password);
      if (password) problems.password = password;
      const dateOfBirth = checkDateOfBirth(body.date_of_birth, site.minimum_age, now());
      if (dateOfBirth) problems.date_of_birth = dateOfBirth;
      const message = checkSignupMessage(body.signup_message);
      if (message) problems.signup_message = message;
      if (Object.keys(problems).length > 0) throw validationError(problems, email.suggestion);

      const address = normalizeEmail(body.email);
      const existing = await members.byEmail(context.site.id, address);
      if (existing) throw existingAccountError(existing);

      const referrer = body.member_id ? await members.byId(body.member_id) : null;
      const created = await members.create({
        siteId: context.site.id,
        email: address,
        passwordHash: await hash(body.password),
        language: isLanguage(context.language) ? context.language : languageOfSite(site.domain_language),
        signupDate: now(),
        credits: site.signup_credits,
        tracking: body.tracking ?? {},
        referrerMemberId: referrer && referrer.siteId === context.site.id ? referrer.id : null,
        name: body.name.trim(),
        dateOfBirth: body.date_of_birth.trim(),
        country:
          context.country && site.countries.includes(context.country)
            ? context.country
            : (site.countries[0] ?? 'US'),
        signupMessage: body.signup_message?.trim() || null,
        // Hidden from other members until the e-mail address is confirmed.
        profileStatus: 'disabled',
      });
      // Lost a race with a concurrent signup of the same address.
      if (!created) throw fail(409, ERROR_CODES.emailExists, ACCOUNT_MESSAGES.emailExists);
      await sendActivation(created, context);
      return created;
    },

    inviter: findInviter,

    async login(emailInput: string, password: string, context: RequestContext): Promise<MemberRecord> {
      const email = normalizeEmail(emailInput);
      const at = now();
      const failures = await auth.recentFailures(context.site.id, email, context.ip, lockoutHorizon(at));
      const until = [
        lockedUntil(failures.byEmail, at),
        lockedUntil(failures.byIp, at, LOGIN_MAX_FAILURES_PER_IP),
      ]
        .filter((date): date is Date => date !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (until) throw lockedError(minutesLeft(until, at));

      const member = await members.byEmail(context.site.id, email);
      // Unknown addresses cost the same scrypt work as wrong passwords: the answers cannot be told apart.
      const valid = await verifyPassword(
        password,
        member?.passwordHash ?? (await dummyPasswordHash(options.scryptParams)),
      );
      if (!member || !valid) {
        await auth.recordLoginFailure({ siteId: context.site.id, email, ip: context.ip, at });
        const after = [at, ...failures.byEmail];
        const afterIp = [at, ...failures.byIp];
        const blocked = lockedUntil(after, at) ?? lockedUntil(afterIp, at, LOGIN_MAX_FAILURES_PER_IP);
        if (blocked) throw lockedError(minutesLeft(blocked, at));
        throw fail(401, ERROR_CODES.loginFailed, ACCOUNT_MESSAGES.loginFailed);
      }
      await auth.clearLoginFailures(context.site.id, email);
      if (member.deletedAt) {
        throw fail(409, ERROR_CODES.accountPendingDeletion, ACCOUNT_MESSAGES.accountPendingDeletion);
      }
      return member;
    },

    async setLanguage(memberId: number, language: Language): Promise<MemberRecord> {
      const updated = await members.update(memberId, { language });
      if (!updated) throw notFound();
      return updated;
    },

    async updateProfile(
      member: MemberRecord,
      body: ProfileUpdate,
      context: RequestContext,
    ): Promise<MemberRecord> {
      const problems: Record<string, FieldProblem> = {};
      const invalid = { code: 'invalid_value', message: ACCOUNT_MESSAGES.invalidValue };
      const changes: MemberProfileChanges = {};
      const lists = PROFILE_VALUE_LISTS;
      const pick = <K extends keyof typeof lists>(
        field: K,
        value: string | undefined,
      ): string | undefined => {
        if (value === undefined) return undefined;
        if (!(lists[field] as readonly string[]).includes(value)) problems[field] = invalid;
        return value;
      };
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
        if (!context.site.settings.countries.includes(country)) problems.country = invalid;
        changes.country = country;
        // Another country's regions do not apply: the region is reset unless one is given with it.
        if (country !== member.country && body.region === undefined) changes.region = null;
      }
      if (body.region !== undefined) {
        const country = changes.country ?? member.country;
        const regions = (await catalog.regionsOf(country))?.regions ?? [];
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
        const known = new Set(await catalog.interests());
        if (body.interests.some((interest) => !known.has(interest))) problems.interests = invalid;
        changes.interests = [...new Set(body.interests)];
      }
      if (Object.keys(problems).length > 0) throw validationError(problems);
      for (const key of Object.keys(changes) as (keyof MemberProfileChanges)[]) {
        if (changes[key] === undefined) delete changes[key];
      }
      const updated = await members.update(member.id, changes);
      if (!updated) throw notFound();
      return updated;
    },

    /** Uses an activation link; false when it is unknown, used or expired. */
    async activate(token: string): Promise<boolean> {
      const row = await auth.consumeToken('activation', hashToken(token), now());
      if (!row) return false;
      await members.confirm(row.memberId);
      return true;
    },

    async resendActivation(member: MemberRecord, context: RequestContext): Promise<void> {
      // A confirmed account needs no link; the answer is the same so the client needs no special case.
      if (member.status === 'confirmed') return;
      await sendActivation(member, context);
    },

    async requestPasswordReset(emailInput: string, context: RequestContext): Promise<void> {
      const member = await members.byEmail(context.site.id, normalizeEmail(emailInput));
      if (!member) throw fail(404, ERROR_CODES.emailNotFound, ACCOUNT_MESSAGES.emailNotFound);
      const sent = await auth.countTokensSince(
        member.id,
        'password_reset',
        new Date(now().getTime() - 24 * HOUR),
      );
      if (sent >= RESET_MAILS_PER_DAY) throw fail(429, ERROR_CODES.resetLimit, ACCOUNT_MESSAGES.resetLimit);
      const token = await issueToken('password_reset', member.id, RESET_LINK_VALID_HOURS * HOUR);
      await sendLinkMail(
        'password_reset',
        member,
        context,
        `${context.origin}/reset-password/do?token=${token}`,
      );
    },

    /** Sets the new password from a reset link and ends every session of the account. */
    async resetPassword(body: PasswordResetDo): Promise<void> {
      if (body.password !== body.password_repeat) {
        throw fail(400, ERROR_CODES.passwordsDiffer, ACCOUNT_MESSAGES.passwordsDiffer);
      }
      // Checked before the token is used, so a refused password does not burn the link.
      assertPassword(body.password);
      const row = await auth.consumeToken('password_reset', hashToken(body.token), now());
      if (!row) throw fail(400, ERROR_CODES.tokenInvalid, ACCOUNT_MESSAGES.tokenInvalid);
      await members.setPasswordHash(row.memberId, await hash(body.password));
      await auth.revokeOtherSessions(row.memberId, null, now());
    },

    /** Checks the old password and stores the new one; the caller rotates the sessions. */
    async changePassword(member: MemberRecord, body: PasswordChange): Promise<void> {
      if (!(await verifyPassword(body.old_password, member.passwordHash))) {
        throw fail(400, ERROR_CODES.oldPasswordWrong, ACCOUNT_MESSAGES.oldPasswordWrong);
      }
      assertPassword(body.password);
      await members.setPasswordHash(member.id, await hash(body.password));
    },

    async requestMailChange(
      member: MemberRecord,
      emailInput: string,
      context: RequestContext,
    ): Promise<void> {
      const email = normalizeEmail(emailInput);
      if (checkEmail(email).problem || email === member.email) {
        throw fail(400, ERROR_CODES.newEmailInvalid, ACCOUNT_MESSAGES.newEmailInvalid);
      }
      if (await members.byEmail(context.site.id, email)) {
        throw fail(409, ERROR_CODES.emailDuplicate, ACCOUNT_MESSAGES.emailDuplicate);
      }
      const token = await issueToken('mail_change', member.id, MAIL_CHANGE_LINK_VALID_HOURS * HOUR, {
        email,
      });
      await sendLinkMail(
        'mail_change',
        member,
        context,
        `${context.origin}/mail-change/do?token=${token}`,
        email,
      );
    },

    /** Applies an e-mail change link; the new address counts as confirmed (the link reached it). */
    async confirmMailChange(token: string): Promise<MemberRecord> {
      const row = await auth.consumeToken('mail_change', hashToken(token), now());
      const email = row?.payload.email;
      if (!row || !email) throw fail(400, ERROR_CODES.tokenInvalid, ACCOUNT_MESSAGES.tokenInvalid);
      if (!(await members.setEmail(row.memberId, email))) {
        throw fail(409, ERROR_CODES.emailDuplicate, ACCOUNT_MESSAGES.emailDuplicate);
      }
      await members.confirm(row.memberId);
      const member = await members.byId(row.memberId);
      if (!member) throw fail(400, ERROR_CODES.tokenInvalid, ACCOUNT_MESSAGES.tokenInvalid);
      return member;
    },

    memberById: (id: number) => members.byId(id),

    /** Invisible mode on or off (SPEC section 4). */
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
