import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { OtpService } from './otp.service';

/** One-time codes by SMS, for sign-up, login and phone change alike. */
export const oneTimeCodesModule = defineModule({
  name: 'one-time-codes',
  services: ({
    db,
    limiter,
    sms,
    config,
    signingSecret,
    log,
  }: Uses<'db' | 'limiter' | 'sms' | 'config' | 'signingSecret' | 'log'>) => ({
    otp: new OtpService(db, limiter, sms, config.otp, signingSecret, () => log),
  }),
});
