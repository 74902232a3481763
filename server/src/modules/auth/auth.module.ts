import {
  loginSchema,
  passwordLoginSchema,
  sendOtpSchema,
  signupSchema,
  verifyOtpSchema,
} from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { NotificationService } from '../notifications/notifications.service';
import type { OtpService } from '../one-time-codes/otp.service';
import type { SessionService } from '../sessions/sessions.service';
import type { SiteSettingsService } from '../settings/settings.service';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';

type Needs = Uses<'db' | 'config' | 'limiter'> & {
  sessions: SessionService;
  otp: OtpService;
  notifications: NotificationService;
  settings: SiteSettingsService;
};

/** Sign-up, login and logout over the sessions and one-time-code modules. */
export const authModule = defineModule({
  name: 'auth',
  services: ({ db, config, limiter, sessions, otp, notifications, settings }: Needs) => ({
    auth: new AuthService(
      db,
      sessions,
      otp,
      notifications,
      limiter,
      settings.signupRequiresOtp,
      config.login,
    ),
  }),
  resolvers: (s) => [new AuthResolver(s.auth)],
  rest: authRoutes,
  inputMessages: {
    SignupInput: fieldMessagesOf(signupSchema),
    MobileLoginInput: fieldMessagesOf(loginSchema, (input) => ({ ...input, useOtp: input.useOtp ?? true })),
    LoginInput: fieldMessagesOf(passwordLoginSchema),
    SendOtpInput: fieldMessagesOf(sendOtpSchema, (input) => ({ ...input, type: input.type ?? 'LOGIN' })),
    VerifyOtpInput: fieldMessagesOf(verifyOtpSchema),
  },
});
