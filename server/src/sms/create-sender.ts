import type { SmsSettings } from '../config/accounts-config';
import { ConsoleSmsSender, type LogLine } from './console-sender';
import { KavenegarSmsSender } from './kavenegar-sender';
import type { SmsSender } from './sms-sender';
import { SmsIrSender } from './smsir-sender';

/** The sender SMS_PROVIDER chooses. */
export function createSmsSender(settings: SmsSettings, log: LogLine): SmsSender {
  switch (settings.provider) {
    case 'kavenegar':
      return new KavenegarSmsSender(settings);
    case 'smsir':
      return new SmsIrSender(settings);
    default:
      return new ConsoleSmsSender(log);
  }
}
