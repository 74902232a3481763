import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import { resolveJwtSecret } from '../config/jwt-secret';
import { pictureOrigins } from '../config/picture-origins';
import type { Db } from '../db/client';
import { RateLimiter } from '../limits/rate-limiter';
import { createSmsSender } from '../sms/create-sender';
import { createFileStorage } from '../storage/create-storage';
import { SitePictures } from '../storage/site-picture';
import { AuditResolver } from './audit/audit.resolver';
import { AuditService } from './audit/audit.service';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { OtpService } from './auth/otp.service';
import { SessionService } from './auth/sessions.service';
import { TokenService } from './auth/tokens';
import { NotificationAdminResolver } from './notifications/notification-admin.resolver';
import { NotificationAdminService } from './notifications/notification-admin.service';
import { NotificationResolver } from './notifications/notifications.resolver';
import { NotificationService } from './notifications/notifications.service';
import { NotificationLiveResolver } from './notifications/notifications-live.resolver';
import { SiteSettingsResolver } from './settings/settings.resolver';
import { SiteSettingsService } from './settings/settings.service';
import { purgeFilesLeftBy } from './uploads/unreferenced-files';
import { UploadResolver } from './uploads/uploads.resolver';
import { UploadService } from './uploads/uploads.service';
import { PhoneChangeService } from './users/phone-change';
import { PhoneChangeResolver } from './users/phone-change.resolver';
import { UserAdminResolver } from './users/user-admin.resolver';
import { UserAdminService } from './users/user-admin.service';
import { UserResolver } from './users/users.resolver';
import { UserService } from './users/users.service';

/** Accounts, sessions, one-time codes, profiles, notifications, uploads and the admin's audit log, wired together. */
export function createAccountServices(db: Db, config: Config, log?: FastifyBaseLogger) {
  let secret: string | undefined;
  const jwtSecret = () => {
    secret ??= resolveJwtSecret(config);
    return secret;
  };
  const limiter = new RateLimiter(db);
  const sms = createSmsSender(config.sms, (line) => (log ? log.info(line) : console.info(line)));
  const storage = createFileStorage(config.storage);
  const sessions = new SessionService(db, new TokenService(jwtSecret), config.auth.sessionTtlDays);
  const notifications = new NotificationService(db);
  const otp = new OtpService(db, limiter, sms, config.otp, jwtSecret, () => log);
  const phoneChange = new PhoneChangeService(
    db,
    otp,
    limiter,
    notifications,
    config.otp.resendCooldownSeconds,
  );
  const audit = new AuditService(db);
  const filesLeftBy = (userId: number) => purgeFilesLeftBy(db, storage, userId, log);
  const settings = new SiteSettingsService(db, audit, config.auth.signupRequiresOtp);
  const pictures = new SitePictures(db, pictureOrigins(config));
  return {
    /** The server's signing secret (HMACs of links that must open without an account). */
    signingSecret: jwtSecret,
    sms,
    storage,
    audit,
    settings,
    sessions,
    notifications,
    notificationAdmin: new NotificationAdminService(db, notifications, audit),
    phoneChange,
    users: new UserService(db, sessions, notifications, phoneChange, filesLeftBy, pictures),
    userAdmin: new UserAdminService(db, sessions, audit, filesLeftBy, pictures),
    auth: new AuthService(
      db,
      sessions,
      otp,
      notifications,
      limiter,
      settings.signupRequiresOtp,
      config.login,
    ),
    uploads: new UploadService(db, storage, limiter, config.uploadLimits),
    pictures,
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;

export function createAccountResolvers(services: AccountServices): object[] {
  return [
    new AuthResolver(services.auth, services.users),
    new UserResolver(services.users),
    new UserAdminResolver(services.userAdmin),
    new AuditResolver(services.audit),
    new SiteSettingsResolver(services.settings),
    new PhoneChangeResolver(services.phoneChange),
    new NotificationResolver(services.notifications),
    new NotificationLiveResolver(),
    new NotificationAdminResolver(services.notificationAdmin),
    new UploadResolver(services.uploads),
  ];
}
