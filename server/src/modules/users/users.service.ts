import { NotificationType } from '@common/enums';
import { changePasswordSchema, confirmPasswordSchema, profileUpdateSchema } from '@common/validation';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { SitePictures } from '../../storage/site-picture';
import type { NotificationService } from '../notifications/notifications.service';
import type { SessionService } from '../sessions/sessions.service';
import { validated } from '../validated';
import { changeUserKeepingAnAdmin } from './admin-presence';
import { collectUserData } from './export-data';
import type { PhoneChangeService } from './phone-change';
import { type FilesLeftBy, softDeleteUser } from './soft-delete';
import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_PRIVACY_SETTINGS, mergeSettings } from './user-settings';
import { userMessages } from './users.messages';
import type { NotificationSettings, PrivacySettings } from './users.types';

const signedOut = () => new DomainError('UNAUTHENTICATED');

/** Profiles and the member's own account calls (spec doc 1 §7). */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly notifications: NotificationService,
    private readonly phoneChange: PhoneChangeService,
    private readonly filesLeftBy: FilesLeftBy,
    private readonly pictures: SitePictures,
  ) {}

  /** A user who has not been deleted, or null. */
  async findById(id: number): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    return row ?? null;
  }

  async profile(viewer: Viewer): Promise<UserRow> {
    const user = await this.findById(viewer.userId);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }

  /**
   * Saves the form at once, except a new phone number: that one waits for the code sent to it
   * (confirmPhoneChange) and is answered as pendingPhoneNumber.
   */
  async updateProfile(viewer: Viewer, input: unknown, ip: string): Promise<UserRow> {
    const value = validated(profileUpdateSchema, input);
    await this.pictures.assertShown('profileImageUrl', value.profileImageUrl);
    const current = await this.profile(viewer);
    const pending =
      value.phoneNumber == null ? {} : await this.phoneChange.request(current, value.phoneNumber, ip);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          firstName: value.firstName,
          lastName: value.lastName,
          ...pending,
          ...(value.organization !== undefined ? { organization: value.organization } : {}),
          ...(value.profileImageUrl !== undefined ? { profileImageUrl: value.profileImageUrl } : {}),
        })
        .where(eq(users.id, viewer.userId))
        .returning();
      await this.notifications.notify(
        viewer.userId,
        {
          type: NotificationType.PROFILE,
          title: userMessages.profileUpdatedTitle,
          message: userMessages.profileUpdatedBody,
          actionUrl: '/profile',
        },
        tx,
      );
      return row;
    });
  }

  async changePassword(viewer: Viewer, input: unknown): Promise<boolean> {
    const value = validated(changePasswordSchema, input);
    await this.confirmPassword(viewer, value.currentPassword, 'currentPassword');
    const passwordHash = await hashPassword(value.newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.userId));
      // Other devices must sign in again with the new password; this one stays signed in.
      await this.sessions.revokeAll(viewer.userId, viewer.sessionId, tx);
      await this.notifications.notify(
        viewer.userId,
        {
          type: NotificationType.SYSTEM,
          title: userMessages.passwordChangedTitle,
          message: userMessages.passwordChangedBody,
        },
        tx,
      );
    });
    return true;
  }

  notificationSettings(user: UserRow): NotificationSettings {
    return mergeSettings(DEFAULT_NOTIFICATION_SETTINGS, user.notificationSettings);
  }

  privacySettings(user: UserRow): PrivacySettings {
    return mergeSettings(DEFAULT_PRIVACY_SETTINGS, user.privacySettings);
  }

  async updateNotificationSettings(viewer: Viewer, changes: object): Promise<NotificationSettings> {
    const user = await this.profile(viewer);
    const next = mergeSettings(DEFAULT_NOTIFICATION_SETTINGS, user.notificationSettings, { ...changes });
    await this.db
      .update(users)
      .set({ notificationSettings: { ...next } })
      .where(eq(users.id, viewer.userId));
    return next;
  }

  async updatePrivacySettings(viewer: Viewer, changes: object): Promise<PrivacySettings> {
    const user = await this.profile(viewer);
    const next = mergeSettings(DEFAULT_PRIVACY_SETTINGS, user.privacySettings, { ...changes });
    await this.db
      .update(users)
      .set({ privacySettings: { ...next } })
      .where(eq(users.id, viewer.userId));
    return next;
  }

  /** Everything stored about the viewer, as JSON text (the password hash left out). */
  async exportData(viewer: Viewer): Promise<string> {
    const user = await this.profile(viewer);
    const data = await collectUserData(this.db, user, {
      notificationSettings: this.notificationSettings(user),
      privacySettings: this.privacySettings(user),
    });
    return JSON.stringify(data);
  }

  /**
   * The member switches their account off: every session ends; an admin can switch it on again. The last
   * active admin cannot (see changeUserKeepingAnAdmin).
   */
  async deactivate(viewer: Viewer, input: unknown): Promise<boolean> {
    const { password } = validated(confirmPasswordSchema, input);
    await this.confirmPassword(viewer, password, 'password');
    await changeUserKeepingAnAdmin(this.db, viewer.userId, signedOut, async (tx) => {
      await tx.update(users).set({ isActive: false }).where(eq(users.id, viewer.userId));
      await this.sessions.revokeAll(viewer.userId, undefined, tx);
    });
    return true;
  }

  /** Deletes the viewer's own account and then its unused files (see softDeleteUser); the last active admin cannot. */
  async deleteAccount(viewer: Viewer, input: unknown): Promise<boolean> {
    const { password } = validated(confirmPasswordSchema, input);
    await this.confirmPassword(viewer, password, 'password');
    await changeUserKeepingAnAdmin(this.db, viewer.userId, signedOut, (tx) =>
      softDeleteUser(tx, this.sessions, viewer.userId),
    );
    await this.filesLeftBy(viewer.userId);
    return true;
  }

  private async confirmPassword(viewer: Viewer, password: string, field: string): Promise<void> {
    const user = await this.profile(viewer);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new DomainError('VALIDATION', userMessages.wrongPassword, {
        [field]: userMessages.wrongPassword,
      });
    }
  }
}
