import {
  changePasswordSchema,
  confirmPasswordSchema,
  otpCodeSchema,
  profileUpdateSchema,
} from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { OtpService } from '../one-time-codes/otp.service';
import type { SessionService } from '../sessions/sessions.service';
import { purgeFilesLeftBy } from '../uploads/unreferenced-files';
import { PhoneChangeService } from './phone-change';
import { PhoneChangeResolver } from './phone-change.resolver';
import { UserAdminResolver } from './user-admin.resolver';
import { userAdminRoutes } from './user-admin.routes';
import { UserAdminService } from './user-admin.service';
import { createUserLoaders } from './users.loaders';
import { UserResolver } from './users.resolver';
import { userRoutes } from './users.routes';
import { UserService } from './users.service';

type Needs = Uses<'db' | 'config' | 'log' | 'limiter' | 'storage' | 'pictures'> & {
  audit: AuditService;
  notifications: NotificationService;
  sessions: SessionService;
  otp: OtpService;
};

/** Members' profiles, their phone change, and the admin's user management. */
export const usersModule = defineModule({
  name: 'users',
  services: ({ db, config, log, limiter, storage, pictures, audit, notifications, sessions, otp }: Needs) => {
    const filesLeftBy = (userId: number) => purgeFilesLeftBy(db, storage, userId, log);
    const phoneChange = new PhoneChangeService(
      db,
      otp,
      limiter,
      notifications,
      config.otp.resendCooldownSeconds,
    );
    return {
      phoneChange,
      users: new UserService(db, sessions, notifications, phoneChange, filesLeftBy, pictures),
      userAdmin: new UserAdminService(db, sessions, audit, filesLeftBy, pictures),
    };
  },
  resolvers: (s) => [
    new UserResolver(s.users),
    new UserAdminResolver(s.userAdmin),
    new PhoneChangeResolver(s.phoneChange),
  ],
  rest: [...userRoutes, ...userAdminRoutes],
  loaders: createUserLoaders,
  inputMessages: {
    ProfileUpdateInput: fieldMessagesOf(profileUpdateSchema),
    ConfirmPhoneChangeInput: fieldMessagesOf(otpCodeSchema),
    ChangePasswordInput: fieldMessagesOf(changePasswordSchema),
    ConfirmPasswordInput: fieldMessagesOf(confirmPasswordSchema),
  },
});
