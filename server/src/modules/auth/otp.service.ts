import { toPersianDigits } from '@common/digits';
import type { OtpCodePurpose } from '@common/enums';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OtpSettings } from '../../config/accounts-config';
import type { Db } from '../../db/client';
import { otpCodes, type PendingSignup } from '../../db/schema';
import { DomainError } from '../../errors';
import type { SmsSender } from '../../sms/sms-sender';
import { authMessages } from './auth.messages';
import { generateOtpCode, hashOtpCode, sameHash } from './otp-code';
import type { RateLimiter } from './rate-limiter';

export interface IssueRequest {
  phoneNumber: string;
  purpose: OtpCodePurpose;
  ip: string;
  /** False for numbers we must not reveal as unknown: the code is recorded (same limits) but never sent. */
  deliver: boolean;
  payload?: PendingSignup;
}

/** How long a pending signup can be re-sent after its last code. */
const PENDING_SIGNUP_HOURS = 24;

/**
 * One-time codes: issued under an IP rate limit, a per-phone cooldown and a daily cap; verified with an
 * atomic attempt counter, so parallel guesses (or GraphQL aliases) never get more than maxAttempts tries.
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
      // One issuer per phone at a time, so the cooldown and the daily cap hold under parallel requests.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`);
      const [recent] = await tx
        .select({
          last: sql<string | null>`max(${otpCodes.createdAt})`,
          waitSeconds: sql<number>`coalesce(ceil(${this.settings.resendCooldownSeconds} - extract(epoch from now() - max(${otpCodes.createdAt}))), 0)::int`,
          today: sql<number>`count(*) filter (where ${otpCodes.createdAt} > now() - interval '1 day')::int`,
        })
        .from(otpCodes)
        .where(eq(otpCodes.phoneNumber, phoneNumber));
      if (recent.last && recent.waitSeconds > 0) {
        throw new DomainError('RATE_LIMITED', authMessages.otpCooldown(toPersianDigits(recent.waitSeconds)));
      }
      if (recent.today >= this.settings.dailyLimit)
        throw new DomainError('RATE_LIMITED', authMessages.otpDailyLimit);
      await tx
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(otpCodes.phoneNumber, phoneNumber),
            eq(otpCodes.purpose, purpose),
            isNull(otpCodes.consumedAt),
          ),
        );
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
   * Checks a code and consumes it. Answers the pending signup a SIGNUP code carries (null for LOGIN).
   * Wrong: 'کد تایید نادرست است'; expired, used, killed or absent: a "request a new code" message.
   */
  async verify(phoneNumber: string, purpose: OtpCodePurpose, code: string): Promise<PendingSignup | null> {
    const latest = this.db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phoneNumber, phoneNumber),
          eq(otpCodes.purpose, purpose),
          isNull(otpCodes.consumedAt),
        ),
      )
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    const [tried] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          inArray(otpCodes.id, latest),
          lt(otpCodes.attempts, this.settings.maxAttempts),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, payload: otpCodes.payload });
    if (!tried) throw codeError(authMessages.otpExpired);
    if (!sameHash(tried.codeHash, hashOtpCode(this.secret(), phoneNumber, purpose, code))) {
      throw codeError(authMessages.otpWrong);
    }
    const [consumed] = await this.db
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.id, tried.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!consumed) throw codeError(authMessages.otpExpired);
    return tried.payload;
  }

  /** The signup waiting on this phone's latest SIGNUP code (for a resend), if any. */
  async pendingSignup(phoneNumber: string): Promise<PendingSignup | null> {
    const [row] = await this.db
      .select({ payload: otpCodes.payload })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phoneNumber, phoneNumber),
          eq(otpCodes.purpose, 'SIGNUP'),
          gt(otpCodes.createdAt, sql`now() - make_interval(hours => ${PENDING_SIGNUP_HOURS})`),
        ),
      )
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    return row?.payload ?? null;
  }
}

function codeError(message: string): DomainError {
  return new DomainError('VALIDATION', message, { otpCode: message });
}
