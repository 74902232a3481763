import { toPersianDigits } from '@common/digits';
import type { OtpCodePurpose } from '@common/enums';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OtpSettings } from '../../config/accounts-config';
import type { Db } from '../../db/client';
import { otpCodes, type PendingSignup } from '../../db/schema';
import { DomainError } from '../../errors';
import type { RateLimiter } from '../../limits/rate-limiter';
import type { SmsSender } from '../../sms/sms-sender';
import { authMessages } from '../auth/auth.messages';
import { generateOtpCode, hashOtpCode, sameHash } from './otp-code';

export interface IssueRequest {
  phoneNumber: string;
  purpose: OtpCodePurpose;
  ip: string;
  /** False for numbers we must not reveal as unknown: the code is recorded (same limits) but never sent. */
  deliver: boolean;
  payload?: PendingSignup;
}

/** How long a signup form stays pending (re-sendable), counted from when it was sent; resends do not extend it. */
const PENDING_SIGNUP_MINUTES = 60;

/** Live codes one number keeps per purpose: older codes stay valid, and a new one beyond this retires the oldest. */
export const MAX_LIVE_CODES = 5;

/**
 * One-time codes: issued under an IP rate limit, a cooldown and a daily cap per phone and client address, and a
 * daily ceiling per phone; verified with an atomic attempt counter over every live code of the phone, so
 * parallel guesses (or GraphQL aliases) never get more than maxAttempts tries. A new code does not void the
 * ones already sent (a stranger's request must not spoil the code the owner holds); each code carries what it
 * confirms (a SIGNUP code: the form it was sent for).
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly sms: SmsSender,
    private readonly settings: OtpSettings,
    private readonly secret: () => string,
    private readonly log: () => FastifyBaseLogger | undefined,
  ) {}

  async issue(request: IssueRequest): Promise<void> {
    const { phoneNumber, purpose, ip } = request;
    await this.limiter.consume(`otp-ip:${ip}`, 3600, this.settings.ipLimitPerHour);
    const code = generateOtpCode();
    const id = await this.db.transaction(async (tx) => {
      // One issuer per phone at a time, so the cooldown and the caps hold under parallel requests.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`);
      // The cooldown and the daily cap count per phone *and* address: a stranger spends only their own share.
      const fromHere = sql`${otpCodes.ipAddress} = ${ip}`;
      const today = sql`${otpCodes.createdAt} > now() - interval '1 day'`;
      const [recent] = await tx
        .select({
          waitSeconds: sql<number>`coalesce(ceil(${this.settings.resendCooldownSeconds} - extract(epoch from now() - max(${otpCodes.createdAt}) filter (where ${fromHere}))), 0)::int`,
          todayFromHere: sql<number>`count(*) filter (where ${today} and ${fromHere})::int`,
          today: sql<number>`count(*) filter (where ${today})::int`,
        })
        .from(otpCodes)
        .where(eq(otpCodes.phoneNumber, phoneNumber));
      if (recent.waitSeconds > 0) {
        throw new DomainError('RATE_LIMITED', authMessages.otpCooldown(toPersianDigits(recent.waitSeconds)));
      }
      if (
        recent.todayFromHere >= this.settings.dailyLimit ||
        recent.today >= this.settings.phoneDailyCeiling
      ) {
        throw new DomainError('RATE_LIMITED', authMessages.otpDailyLimit);
      }
      const surplus = tx
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(and(this.live(phoneNumber, purpose), gt(otpCodes.expiresAt, sql`now()`)))
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .offset(MAX_LIVE_CODES - 1);
      await tx.update(otpCodes).set({ consumedAt: sql`now()` }).where(inArray(otpCodes.id, surplus));
      const [row] = await tx
        .insert(otpCodes)
        .values({
          phoneNumber,
          purpose,
          codeHash: hashOtpCode(this.secret(), phoneNumber, purpose, code),
          expiresAt: sql`now() + make_interval(secs => ${this.settings.ttlSeconds})`,
          ipAddress: ip,
          payload: request.payload ?? null,
        })
        .returning({ id: otpCodes.id });
      return row.id;
    });
    if (!request.deliver) return;
    try {
      await this.sms.sendOtp(phoneNumber, code);
    } catch (error) {
      this.log()?.error({ err: error, provider: this.sms.name }, 'sending a one-time code failed');
      // The failed code must not hold the cooldown: the user may ask again at once.
      await this.db.delete(otpCodes).where(eq(otpCodes.id, id));
      throw new DomainError('UNAVAILABLE', authMessages.otpSendFailed);
    }
  }

  /**
   * Checks a code against every live code of the phone and purpose and consumes the one it matches. Answers
   * what that code carries: the signup form it was sent for (SIGNUP), null otherwise. Each try counts against
   * every live code, so more live codes never mean more guesses.
   * Wrong: 'کد تایید نادرست است'; expired, used, killed or absent: a "request a new code" message.
   */
  async verify(
    phoneNumber: string,
    purpose: OtpCodePurpose,
    code: string,
    ip?: string,
  ): Promise<PendingSignup | null> {
    // Wrong guesses per number and address: a stranger can kill the owner's codes (5 tries each) at most twice
    // an hour from one address. Counted before the check (parallel guesses see their own count); given back
    // unless the answer was "wrong" (a right code, or no live code to spoil).
    const guesses = ip === undefined ? null : `otp-guesses:${phoneNumber}@${ip}`;
    if (guesses && (await this.limiter.hit(guesses, 3600)) > 2 * this.settings.maxAttempts) {
      throw new DomainError('RATE_LIMITED', authMessages.tooManyOtpGuesses);
    }
    let wrong = false;
    try {
      return await this.check(phoneNumber, purpose, code, ip);
    } catch (error) {
      wrong = error instanceof DomainError && error.message === authMessages.otpWrong;
      throw error;
    } finally {
      if (guesses && !wrong) await this.limiter.refund(guesses, 3600);
    }
  }

  private async check(
    phoneNumber: string,
    purpose: OtpCodePurpose,
    code: string,
    ip: string | undefined,
  ): Promise<PendingSignup | null> {
    const tried = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          this.live(phoneNumber, purpose),
          lt(otpCodes.attempts, this.settings.maxAttempts),
          gt(otpCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, payload: otpCodes.payload });
    if (tried.length === 0) throw codeError(authMessages.otpExpired);
    const hash = hashOtpCode(this.secret(), phoneNumber, purpose, code);
    const eligible =
      purpose === 'SIGNUP' && ip !== undefined ? await this.ownForms(tried, phoneNumber, ip) : tried;
    const match = eligible.find((row) => sameHash(row.codeHash, hash));
    if (!match) throw codeError(authMessages.otpWrong);
    const [consumed] = await this.db
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.id, match.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!consumed) throw codeError(authMessages.otpExpired);
    // The phone is proven: the other codes sent for the same purpose have nothing left to prove.
    await this.db.update(otpCodes).set({ consumedAt: sql`now()` }).where(this.live(phoneNumber, purpose));
    return match.payload;
  }

  /**
   * The signup form a resend from `ip` re-sends for: the first pending form sent from that address, else the
   * phone's first pending form. A later form never displaces an earlier one, so a stranger who sends a form for
   * someone else's number cannot get the owner's resend to carry it. Pending: sent in the last hour.
   */
  async pendingSignup(phoneNumber: string, ip: string): Promise<PendingSignup | null> {
    const submittedAt = sql`coalesce((${otpCodes.payload}->>'submittedAt')::timestamptz, ${otpCodes.createdAt})`;
    const [row] = await this.db
      .select({ payload: otpCodes.payload })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phoneNumber, phoneNumber),
          eq(otpCodes.purpose, 'SIGNUP'),
          isNotNull(otpCodes.payload),
          gt(submittedAt, sql`now() - make_interval(mins => ${PENDING_SIGNUP_MINUTES})`),
        ),
      )
      .orderBy(sql`(${otpCodes.payload}->>'submittedFrom' = ${ip}) is true desc`, submittedAt, otpCodes.id)
      .limit(1);
    return row?.payload ?? null;
  }

  /**
   * The codes a signup may be confirmed with from `ip`: when a form pending on the phone was sent from this
   * address, only the codes of forms sent from here (a code pushed to the owner's phone for someone else's form
   * is refused); otherwise every code (the owner's address may have changed since the form was sent).
   */
  private async ownForms<T extends { payload: PendingSignup | null }>(
    rows: T[],
    phoneNumber: string,
    ip: string,
  ): Promise<T[]> {
    const first = await this.pendingSignup(phoneNumber, ip);
    if (first?.submittedFrom !== ip) return rows;
    return rows.filter((row) => row.payload?.submittedFrom === ip);
  }

  private live(phoneNumber: string, purpose: OtpCodePurpose) {
    return and(
      eq(otpCodes.phoneNumber, phoneNumber),
      eq(otpCodes.purpose, purpose),
      isNull(otpCodes.consumedAt),
    );
  }
}

function codeError(message: string): DomainError {
  return new DomainError('VALIDATION', message, { otpCode: message });
}
