import { NotificationType } from '@common/enums';
import { otpCodeSchema } from '@common/validation/otp';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { RateLimiter } from '../../limits/rate-limiter';
import type { NotificationService } from '../notifications/notifications.service';
import type { OtpService } from '../one-time-codes/otp.service';
import { validated } from '../validated';
import { userMessages } from './users.messages';

type UserRow = typeof users.$inferSelect;

/** The columns a profile save writes about a phone change. */
export type PendingPhoneColumns = Pick<UserRow, 'pendingPhoneNumber' | 'pendingPhoneRequestedAt'>;

/** New numbers one member may ask codes for in an hour (each is a text message to someone's phone). */
export const PHONE_CHANGE_LIMIT_PER_HOUR = 5;

/**
 * A profile's new phone number replaces the old one only once the code sent to the new number is entered.
 * The code is bound to the number pending on the member's row, so a code for an earlier pending number stops
 * counting once another is pending. Whether the number is taken is told only after the code is verified,
 * so the profile form is no oracle of who is a member.
 */
export class PhoneChangeService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly limiter: RateLimiter,
    private readonly notifications: NotificationService,
    private readonly cooldownSeconds: number,
  ) {}

  /**
   * What a profile save with `phoneNumber` writes: nothing pending when it is the current number; the code
   * already sent when the same number is asked again within the cooldown; otherwise a new code is sent.
   */
  async request(user: UserRow, phoneNumber: string, ip: string): Promise<PendingPhoneColumns> {
    if (phoneNumber === user.phoneNumber) return { pendingPhoneNumber: null, pendingPhoneRequestedAt: null };
    if (phoneNumber === user.pendingPhoneNumber && this.withinCooldown(user.pendingPhoneRequestedAt)) {
      return { pendingPhoneNumber: phoneNumber, pendingPhoneRequestedAt: user.pendingPhoneRequestedAt };
    }
    await this.limiter.consume(
      `phone-change:${user.id}`,
      3600,
      PHONE_CHANGE_LIMIT_PER_HOUR,
      userMessages.phoneChangeLimit,
    );
    await this.otp.issue({ phoneNumber, purpose: 'PHONE_CHANGE', ip, deliver: true });
    return { pendingPhoneNumber: phoneNumber, pendingPhoneRequestedAt: new Date() };
  }

  /** A new code for the pending number (the cooldown and the daily cap of the number apply). */
  async resend(viewer: Viewer, ip: string): Promise<void> {
    const user = await this.pendingOf(viewer);
    const pending = user.pendingPhoneNumber as string;
    await this.otp.issue({ phoneNumber: pending, purpose: 'PHONE_CHANGE', ip, deliver: true });
    await this.db
      .update(users)
      .set({ pendingPhoneRequestedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.pendingPhoneNumber, pending)));
  }

  /** Checks the code of the pending number and only then makes it the account's (verified) phone. */
  async confirm(viewer: Viewer, input: unknown): Promise<UserRow> {
    const { otpCode } = validated(otpCodeSchema, input);
    const user = await this.pendingOf(viewer);
    const pending = user.pendingPhoneNumber as string;
    await this.otp.verify(pending, 'PHONE_CHANGE', otpCode);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            phoneNumber: pending,
            phoneVerified: true,
            pendingPhoneNumber: null,
            pendingPhoneRequestedAt: null,
          })
          .where(and(eq(users.id, user.id), eq(users.pendingPhoneNumber, pending)))
          .returning();
        // Another request changed or cancelled the pending number meanwhile: this code is for no number now.
        if (!row) throw new DomainError('VALIDATION', userMessages.noPendingPhone);
        await this.notifications.notify(
          user.id,
          {
            type: NotificationType.SYSTEM,
            title: userMessages.phoneChangedTitle,
            message: userMessages.phoneChangedBody,
            actionUrl: '/profile',
          },
          tx,
        );
        return row;
      });
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      // The number became another account's between the request and the code: nothing is pending any more.
      await this.db
        .update(users)
        .set({ pendingPhoneNumber: null, pendingPhoneRequestedAt: null })
        .where(and(eq(users.id, user.id), eq(users.pendingPhoneNumber, pending)));
      throw phoneTaken();
    }
  }

  private async pendingOf(viewer: Viewer): Promise<UserRow> {
    const [user] = await this.db.select().from(users).where(eq(users.id, viewer.userId));
    if (!user || user.deletedAt) throw new DomainError('UNAUTHENTICATED');
    if (!user.pendingPhoneNumber) throw new DomainError('VALIDATION', userMessages.noPendingPhone);
    return user;
  }

  private withinCooldown(requestedAt: Date | null): boolean {
    return requestedAt !== null && Date.now() - requestedAt.getTime() < this.cooldownSeconds * 1000;
  }
}

export function phoneTaken(): DomainError {
  return new DomainError('CONFLICT', userMessages.phoneTaken, { phoneNumber: userMessages.phoneTaken });
}
