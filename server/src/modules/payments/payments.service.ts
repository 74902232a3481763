// The online gateway, shared by donations and course purchases: starting a ZarinPal attempt for a subject,
// and settling an attempt by verifying it with the gateway (the callback and the reconciliation job share
// `settle`), then handing the outcome to the subject's single completion path. Nothing in a callback's query
// is trusted beyond the authority used to find our own attempt.

import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { allowedOrigin } from '../../config/origins';
import type { Db } from '../../db/client';
import { courses, donations, enrollments, payments, programs, users } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { RateLimiter } from '../../limits/rate-limiter';
import { GatewayUnavailableError, type ZarinpalClient, ZarinpalError } from '../../payments/zarinpal-client';
import {
  findUsableMethod,
  merchantIdFor,
  type PaymentMethodRow,
} from '../payment-methods/payment-method-lookup';
import { markAttemptRefused } from './payment-rows';
import {
  type Attempt,
  attemptColumns,
  cancelOpenAttempts,
  courseOfEnrollment,
  donationOfPayment,
  enrollmentOfPayment,
  lockPendingSubject,
  type SettlementPaths,
  SUBJECT_RULES,
  type SubjectRef,
  subjectPending,
  toAttempts,
} from './payment-subjects';
import { paymentMessages } from './payments.messages';

export type { Attempt } from './payment-subjects';

export interface PaymentSettingsView {
  /** Used unless a method's config names a real merchant id. */
  merchantId: string;
  /** The site address; the callback is `${origin}/api/payments/zarinpal/callback`. */
  publicUrl: string;
  /**
   * Origins the payer may come back to: the request's Origin header when it is one of these, else publicUrl
   * (a member signed in at 127.0.0.1 must not return to localhost, where their token is not stored).
   */
  allowedOrigins: readonly string[];
  /** Added to a paid donation's way back (the receipt link of receipts/receipt-links.ts). */
  donationReturnQuery?: (donationId: number) => string;
}

/** REFUSED: not verified because the attempt was cancelled or its subject was already paid. */
export type SettleOutcome = 'COMPLETED' | 'FAILED' | 'PENDING' | 'REFUSED';

export interface CallbackResult {
  success: boolean;
  /** The donation's program; null for a course payment or an unknown authority. */
  programId: number | null;
  /** The enrolment's course; null for a donation or an unknown authority. */
  courseId: number | null;
  /** Where the browser goes next: /programs/{id}?donation=… or /courses/{id}?enrollment=success|failure. */
  redirectPath: string;
}

/** What a new gateway attempt is for and what the gateway is told about it. */
export interface AttemptRequest {
  subject: SubjectRef;
  method: PaymentMethodRow;
  /** Rial. */
  amount: number;
  description: string;
  mobile: string | null;
  email: string | null;
  orderId: string;
  /** The request's Origin header (untrusted): the callback goes there only when it is an allowed origin. */
  origin?: string | null;
}

export interface GatewayRedirect {
  gatewayUrl: string;
  authority: string;
}

const TOO_MANY_PAYMENTS =
  'تعداد درخواست‌های پرداخت بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.';

/**
 * Gateway requests per ten minutes: per donation or course purchase (a payer retries a few times; each
 * request replaces the open attempt), and per guest address or member account across subjects.
 */
export const PAYMENT_RATE_LIMITS = {
  donation: { limit: 5, windowSeconds: 10 * 60, message: TOO_MANY_PAYMENTS },
  enrollment: { limit: 5, windowSeconds: 10 * 60, message: TOO_MANY_PAYMENTS },
  guest: { limit: 30, windowSeconds: 10 * 60, message: TOO_MANY_PAYMENTS },
  member: { limit: 30, windowSeconds: 10 * 60, message: TOO_MANY_PAYMENTS },
} as const;

export const CALLBACK_PATH = '/api/payments/zarinpal/callback';
const AUTHORITY_MAX_LENGTH = 64;

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly gateway: ZarinpalClient,
    private readonly paths: SettlementPaths,
    private readonly settings: PaymentSettingsView,
    private readonly limiter: RateLimiter,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Starts a ZarinPal payment for a PENDING donation; answers where to send the browser. */
  async requestZarinpal(
    viewer: Viewer | null,
    donationId: number,
    origin: string | null | undefined,
    ipAddress: string,
  ): Promise<GatewayRedirect> {
    const [donation] = await this.db
      .select({
        id: donations.id,
        userId: donations.userId,
        amount: donations.amount,
        status: donations.status,
        paymentMethod: donations.paymentMethod,
        donorEmail: donations.donorEmail,
        programName: programs.name,
        memberPhone: users.phoneNumber,
        memberEmail: users.email,
      })
      .from(donations)
      .innerJoin(programs, eq(programs.id, donations.programId))
      .leftJoin(users, eq(users.id, donations.userId))
      .where(eq(donations.id, donationId));
    if (!donation) throw notFound(paymentMessages.donationNotFound);
    if (donation.userId !== null && viewer?.userId !== donation.userId && viewer?.userType !== 'ADMIN') {
      throw new DomainError('FORBIDDEN', paymentMessages.notYours);
    }
    if (donation.status !== 'PENDING') throw new DomainError('CONFLICT', paymentMessages.notPending);
    const method = await findUsableMethod(this.db, donation.paymentMethod, 'PROGRAM');
    if (method?.provider !== 'ZARINPAL') throw new DomainError('CONFLICT', paymentMessages.notOnline);
    const requester = viewer ? PAYMENT_RATE_LIMITS.member : PAYMENT_RATE_LIMITS.guest;
    await this.limiter.consume(
      viewer ? `payment:user:${viewer.userId}` : `payment:ip:${ipAddress}`,
      requester.windowSeconds,
      requester.limit,
      requester.message,
    );
    return this.startAttempt({
      subject: { donationId: donation.id },
      method,
      amount: donation.amount,
      description: paymentMessages.donationDescription(donation.programName, donation.id),
      mobile: donation.memberPhone,
      email: donation.memberEmail ?? donation.donorEmail,
      orderId: `donation-${donation.id}`,
      origin,
    });
  }

  /**
   * Asks the gateway for a new attempt (its own authority) and records it as the subject's one open attempt:
   * the previous open one is cancelled in the same transaction, under a lock on the subject's row, so that its
   * callback is refused. The caller checked the subject; it is checked again under the lock.
   */
  async startAttempt(request: AttemptRequest): Promise<GatewayRedirect> {
    const [kind, subjectId] =
      'donationId' in request.subject
        ? (['donation', request.subject.donationId] as const)
        : (['enrollment', request.subject.enrollmentId] as const);
    const perSubject = PAYMENT_RATE_LIMITS[kind];
    await this.limiter.consume(
      `payment:${kind}:${subjectId}`,
      perSubject.windowSeconds,
      perSubject.limit,
      perSubject.message,
    );
    const returnOrigin =
      allowedOrigin(this.settings.allowedOrigins, request.origin) ?? this.settings.publicUrl;
    let authority: string;
    try {
      ({ authority } = await this.gateway.request({
        merchantId: merchantIdFor(request.method.config, this.settings.merchantId),
        amount: request.amount,
        callbackUrl: `${returnOrigin}${CALLBACK_PATH}`,
        description: request.description,
        mobile: request.mobile,
        email: request.email,
        orderId: request.orderId,
      }));
    } catch (error) {
      throw this.gatewayFailure(error, 'payment request failed');
    }
    await this.db.transaction(async (tx) => {
      if (!(await lockPendingSubject(tx, request.subject))) {
        const message =
          'donationId' in request.subject ? paymentMessages.notPending : paymentMessages.purchaseNotPending;
        throw new DomainError('CONFLICT', message);
      }
      await cancelOpenAttempts(tx, request.subject);
      await tx
        .insert(payments)
        .values({ ...request.subject, provider: 'ZARINPAL', amount: request.amount, authority });
    });
    return { gatewayUrl: this.gateway.startPayUrl(authority), authority };
  }

  /**
   * The gateway sent the payer back: settle the attempt its authority names. `Status` never decides a payment;
   * it only says whether a refused attempt is flagged for a refund.
   */
  async handleCallback(
    authority: string | null | undefined,
    status?: string | null,
  ): Promise<CallbackResult> {
    const attempt =
      authority && authority.length <= AUTHORITY_MAX_LENGTH ? await this.findAttempt(authority) : null;
    if (!attempt) {
      this.log?.warn({ authority }, 'payment callback for an unknown authority');
      return {
        success: false,
        programId: null,
        courseId: null,
        redirectPath: '/programs?donation=failure',
      };
    }
    try {
      await this.settle(attempt, status === 'OK');
    } catch (error) {
      this.log?.error({ err: error, authority }, 'settling a payment failed');
    }
    const success = await this.succeeded(attempt.paymentId);
    return {
      success,
      programId: attempt.subject === 'DONATION' ? attempt.pageId : null,
      courseId: attempt.subject === 'ENROLLMENT' ? attempt.pageId : null,
      redirectPath: this.returnPath(attempt, success),
    };
  }

  /** The page the payer comes back to; a paid donation's carries its receipt link. */
  private returnPath(attempt: Attempt, success: boolean): string {
    const path = SUBJECT_RULES[attempt.subject].returnPath(attempt.pageId, success);
    const extra = this.settings.donationReturnQuery;
    return success && attempt.subject === 'DONATION' && extra ? `${path}&${extra(attempt.subjectId)}` : path;
  }

  /**
   * Verifies one attempt with the gateway using the amount from our database: paid (100 or 101) completes
   * the subject, a definite refusal fails it, an unreachable gateway leaves it PENDING for reconciliation.
   * An attempt that was cancelled, whose subject is already paid, or whose course has no place left, is never
   * verified (an unverified payment goes back to the payer): it becomes REFUND_NEEDED when the payer says they
   * paid, for an admin to see.
   */
  async settle(attempt: Attempt, payerSaysPaid = false): Promise<SettleOutcome> {
    if (attempt.status === 'COMPLETED') return 'COMPLETED';
    const refused = attempt.status === 'CANCELLED' || attempt.status === 'REFUND_NEEDED';
    if (refused || attempt.subjectPaid || attempt.subjectFull) {
      await markAttemptRefused(this.db, attempt.paymentId, payerSaysPaid);
      this.log?.warn(
        { authority: attempt.authority, paymentId: attempt.paymentId, payerSaysPaid },
        'payment attempt refused without verifying: cancelled, its subject already paid, or its course full',
      );
      return 'REFUSED';
    }
    const path = this.paths[attempt.subject];
    const method = await findUsableMethod(this.db, attempt.methodCode, SUBJECT_RULES[attempt.subject].usage);
    try {
      const verified = await this.gateway.verify({
        merchantId: merchantIdFor(method?.config, this.settings.merchantId),
        amount: attempt.amount,
        authority: attempt.authority,
      });
      await path.complete(attempt.subjectId, {
        kind: 'GATEWAY',
        paymentId: attempt.paymentId,
        refId: verified.refId,
        cardPan: verified.cardPan,
        cardHash: verified.cardHash,
        fee: verified.fee,
      });
      return 'COMPLETED';
    } catch (error) {
      if (error instanceof ZarinpalError && error.definite) {
        await path.fail(attempt.subjectId, attempt.paymentId);
        return 'FAILED';
      }
      if (error instanceof ZarinpalError || error instanceof GatewayUnavailableError) {
        this.log?.warn({ err: error, authority: attempt.authority }, 'payment verify left for later');
        return 'PENDING';
      }
      throw error;
    }
  }

  /** Online attempts still PENDING (with a PENDING subject) that started before `before`, oldest first. */
  async stalePendingAttempts(before: Date, limit: number): Promise<Attempt[]> {
    const rows = await this.attemptQuery()
      .where(
        and(
          eq(payments.status, 'PENDING'),
          eq(payments.provider, 'ZARINPAL'),
          subjectPending,
          isNotNull(payments.authority),
          lt(payments.createdAt, before),
        ),
      )
      .orderBy(payments.createdAt)
      .limit(limit);
    return rows.flatMap(toAttempts);
  }

  private attemptQuery() {
    return this.db
      .select(attemptColumns)
      .from(payments)
      .leftJoin(donations, donationOfPayment)
      .leftJoin(enrollments, enrollmentOfPayment)
      .leftJoin(courses, courseOfEnrollment);
  }

  private async findAttempt(authority: string): Promise<Attempt | null> {
    const rows = await this.attemptQuery().where(eq(payments.authority, authority));
    return rows.flatMap(toAttempts)[0] ?? null;
  }

  /** The attempt's donation is COMPLETED or its enrolment ACTIVE (now or before). */
  private async succeeded(paymentId: number): Promise<boolean> {
    const [row] = await this.attemptQuery().where(eq(payments.id, paymentId));
    return row?.succeeded === true;
  }

  /** A gateway problem as the caller's 503; anything else is not ours to translate. */
  private gatewayFailure(error: unknown, what: string): unknown {
    if (!(error instanceof ZarinpalError || error instanceof GatewayUnavailableError)) return error;
    this.log?.warn({ err: error }, what);
    const message =
      error instanceof ZarinpalError ? paymentMessages.gatewayLink : paymentMessages.gatewayDown;
    return new DomainError('UNAVAILABLE', message);
  }
}
