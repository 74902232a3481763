import type { OtpPurpose } from '@common/enums';
import {
  loginSchema,
  passwordLoginSchema,
  sendOtpSchema,
  signupOtpSchema,
  signupSchema,
  verifyOtpSchema,
} from '@common/validation';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { LoginLimitSettings } from '../../config/accounts-config';
import type { Db } from '../../db/client';
import { type PendingSignup, type UserRow, users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError, type FieldErrors } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { RateLimiter } from '../../limits/rate-limiter';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { NotificationService } from '../notifications/notifications.service';
import type { OtpService } from '../one-time-codes/otp.service';
import type { SessionOrigin, SessionService } from '../sessions/sessions.service';
import { validated } from '../validated';
import { authMessages } from './auth.messages';

export interface AuthResult {
  otpRequired: boolean;
  token: string | null;
  user: UserRow | null;
  message: string;
}

export interface ActionResult {
  ok: true;
  message: string;
}

type Raw = Record<string, unknown>;

/** Signup, login by password or one-time code, code (re)sending and verification, logout. */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly otp: OtpService,
    private readonly notifications: NotificationService,
    private readonly limiter: RateLimiter,
    /** Asked on each sign-up: an admin may switch it in the site settings. */
    private readonly signupRequiresOtp: () => Promise<boolean>,
    private readonly loginLimits: LoginLimitSettings,
  ) {}

  async signup(input: Raw, origin: SessionOrigin): Promise<AuthResult> {
    const value = validated(signupSchema, input);
    const pending: PendingSignup = {
      userType: value.userType,
      firstName: value.firstName,
      lastName: value.lastName,
      email: value.email.toLowerCase(),
      phoneNumber: value.phoneNumber,
      passwordHash: '',
      studentId: value.studentId ?? null,
      educationLevel: value.educationLevel ?? null,
      organization: value.organization ?? null,
      staffPosition: value.staffPosition ?? null,
      submittedAt: new Date().toISOString(),
      submittedFrom: origin.ip,
    };
    if (await this.signupRequiresOtp()) {
      // No membership oracle: a taken phone or e-mail gets the same "code sent" answer; the code goes to the
      // phone (its owner learns of the attempt) and the duplicate is told only to whoever enters that code.
      pending.passwordHash = await hashPassword(value.password);
      await this.otp.issue({
        phoneNumber: pending.phoneNumber,
        purpose: 'SIGNUP',
        ip: origin.ip,
        deliver: true,
        payload: pending,
      });
      return { otpRequired: true, token: null, user: null, message: authMessages.otpSent };
    }
    await this.assertAvailable(pending.phoneNumber, pending.email);
    pending.passwordHash = await hashPassword(value.password);
    const user = await this.createUser(pending, false);
    return this.signIn(user, origin, authMessages.signupCreated);
  }

  /** Code mode (default): sends a LOGIN code, the same answer for unknown numbers. Password mode: signs in. */
  async mobileLogin(input: Raw, origin: SessionOrigin): Promise<AuthResult> {
    const value = validated(loginSchema, { ...input, useOtp: input.useOtp ?? true });
    if (value.useOtp) {
      await this.issueLoginCode(value.phoneNumber, origin.ip);
      return { otpRequired: true, token: null, user: null, message: authMessages.otpSent };
    }
    return this.passwordLogin(
      eq(users.phoneNumber, value.phoneNumber),
      value.phoneNumber,
      value.password,
      origin,
    );
  }

  /** Phone number or e-mail with a password. */
  async login(input: Raw, origin: SessionOrigin): Promise<AuthResult> {
    const value = validated(passwordLoginSchema, input);
    if (value.phoneNumber) {
      return this.passwordLogin(
        eq(users.phoneNumber, value.phoneNumber),
        value.phoneNumber,
        value.password,
        origin,
      );
    }
    const email = (value.email as string).toLowerCase();
    return this.passwordLogin(
      eq(users.email, email),
      email,
      value.password,
      origin,
      authMessages.invalidEmailCredentials,
    );
  }

  /**
   * Sends a code (again). SIGNUP re-sends for the form pending on this phone that this address sent first (else
   * the phone's first pending form), never a later one; without a pending form nothing is sent. The answer never
   * tells.
   */
  async sendOtp(input: Raw, origin: SessionOrigin): Promise<ActionResult> {
    const value = validated(sendOtpSchema, { ...input, type: input.type ?? 'LOGIN' });
    if (value.type === 'LOGIN') {
      await this.issueLoginCode(value.phoneNumber, origin.ip);
    } else {
      const pending = await this.otp.pendingSignup(value.phoneNumber, origin.ip);
      await this.otp.issue({
        phoneNumber: value.phoneNumber,
        purpose: 'SIGNUP',
        ip: origin.ip,
        deliver: pending !== null,
        payload: pending ?? undefined,
      });
    }
    return { ok: true, message: authMessages.otpSent };
  }

  async verifyOtp(input: Raw, origin: SessionOrigin): Promise<AuthResult> {
    if (input.type === 'SIGNUP') validated(signupOtpSchema, { otpCode: input.otpCode });
    const value = validated(verifyOtpSchema, input);
    const purpose: OtpPurpose = value.type;
    const payload = await this.otp.verify(value.phoneNumber, purpose, value.otpCode, origin.ip);
    if (purpose === 'SIGNUP') {
      if (!payload) throw codeExpired();
      const user = await this.createUser(payload, true);
      return this.signIn(user, origin, authMessages.signupVerified);
    }
    const user = await this.findActiveByPhone(value.phoneNumber);
    if (!user) throw codeExpired();
    const [verified] = await this.db
      .update(users)
      .set({ phoneVerified: true })
      .where(eq(users.id, user.id))
      .returning();
    return this.signIn(verified, origin, authMessages.loggedIn);
  }

  /** Ends the viewer's session; without one there is nothing to end and the answer is the same. */
  async logout(viewer: Viewer | null): Promise<ActionResult> {
    if (viewer) await this.sessions.revoke(viewer.sessionId);
    return { ok: true, message: authMessages.loggedOut };
  }

  private async issueLoginCode(phoneNumber: string, ip: string): Promise<void> {
    const user = await this.findActiveByPhone(phoneNumber);
    await this.otp.issue({ phoneNumber, purpose: 'LOGIN', ip, deliver: user !== null });
  }

  private async passwordLogin(
    who: SQL,
    identifier: string,
    password: string,
    origin: SessionOrigin,
    failure: string = authMessages.invalidCredentials,
  ): Promise<AuthResult> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(who, isNull(users.deletedAt)));
    // One budget per account, whichever identifier names it; unknown identifiers get their own.
    const account = user ? `user:${user.id}` : `unknown:${identifier}`;
    const keys = [
      `login-failures:${account}@${origin.ip}`,
      `login-failures:${account}`,
      `login-failures-from:${origin.ip}`,
    ];
    // Each try is counted before the password is checked (parallel guesses each see their own count) and
    // given back when the password was right.
    if (await this.loginLimited(keys, user?.id, origin.ip)) {
      throw new DomainError('RATE_LIMITED', authMessages.tooManyLogins);
    }
    if (!(await verifyPassword(user?.passwordHash, password))) {
      throw new DomainError('UNAUTHENTICATED', failure);
    }
    for (const key of keys) await this.limiter.refund(key, 3600);
    if (!user.isActive) throw new DomainError('FORBIDDEN', authMessages.accountInactive);
    return this.signIn(user, origin, authMessages.loggedIn);
  }

  /**
   * Failed logins in the hour, as NIST SP 800-63B §5.2.2 and OWASP ASVS 2.2 ask: the account's failures from
   * this address slow this address only; the account's failures from all addresses slow new addresses but not
   * one the account has signed in from before; an address's failures across all accounts stop spraying.
   * Counts this try in all three (refused tries count too) and answers whether it must be refused.
   */
  private async loginLimited(
    [accountAndAddress, account, address]: string[],
    userId: number | undefined,
    ip: string,
  ): Promise<boolean> {
    const limits = this.loginLimits;
    const here = await this.limiter.hit(accountAndAddress, 3600);
    const all = await this.limiter.hit(account, 3600);
    const fromAddress = await this.limiter.hit(address, 3600);
    if (here > limits.perAccountAndAddress || fromAddress > limits.perAddress) return true;
    if (all <= limits.perAccount) return false;
    return userId === undefined || !(await this.sessions.hasSignedInFrom(userId, ip));
  }

  private async signIn(user: UserRow, origin: SessionOrigin, message: string): Promise<AuthResult> {
    const token = await this.sessions.open(user.id, origin);
    return { otpRequired: false, token, user, message };
  }

  private async findActiveByPhone(phoneNumber: string): Promise<UserRow | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.phoneNumber, phoneNumber), eq(users.isActive, true), isNull(users.deletedAt)));
    return user ?? null;
  }

  /**
   * Duplicate phone and e-mail are both reported at once: when the code of a signup is verified, or (codes
   * switched off) before anything is stored.
   */
  private async assertAvailable(phoneNumber: string, email: string): Promise<void> {
    const taken = await this.db
      .select({ phoneNumber: users.phoneNumber, email: users.email })
      .from(users)
      .where(or(eq(users.phoneNumber, phoneNumber), eq(users.email, email)));
    const fieldErrors: FieldErrors = {};
    if (taken.some((u) => u.phoneNumber === phoneNumber)) fieldErrors.phoneNumber = authMessages.phoneTaken;
    if (taken.some((u) => u.email === email)) fieldErrors.email = authMessages.emailTaken;
    if (Object.keys(fieldErrors).length > 0) {
      throw new DomainError('CONFLICT', Object.values(fieldErrors)[0], fieldErrors);
    }
  }

  /** The user and their welcome notification, in one transaction; a duplicate leaves nothing behind. */
  private async createUser(pending: PendingSignup, phoneVerified: boolean): Promise<UserRow> {
    try {
      return await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            ...formColumns(pending),
            educationLevel: pending.educationLevel as UserRow['educationLevel'],
            staffPosition: pending.staffPosition as UserRow['staffPosition'],
            phoneVerified,
          })
          .returning();
        await this.notifications.notify(
          user.id,
          {
            type: 'SYSTEM',
            title: authMessages.welcomeTitle,
            message: authMessages.welcomeMessage,
            actionUrl: '/profile',
          },
          tx,
        );
        return user;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      await this.assertAvailable(pending.phoneNumber, pending.email);
      throw new DomainError('CONFLICT', authMessages.phoneTaken, { phoneNumber: authMessages.phoneTaken });
    }
  }
}

/** The user columns of a pending form (without when and where it was sent). */
function formColumns(pending: PendingSignup): Omit<PendingSignup, 'submittedAt' | 'submittedFrom'> {
  const { submittedAt: _at, submittedFrom: _from, ...columns } = pending;
  return columns;
}

function codeExpired(): DomainError {
  return new DomainError('VALIDATION', authMessages.otpExpired, { otpCode: authMessages.otpExpired });
}
