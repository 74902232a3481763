import type { SmsSender } from './sms-sender';

export type LogLine = (message: string) => void;

/** Development sender: writes the code to the server log instead of sending it. */
export class ConsoleSmsSender implements SmsSender {
  readonly name = 'console';

  constructor(private readonly log: LogLine) {}

  async sendOtp(phoneNumber: string, code: string): Promise<void> {
    this.log(`[sms:console] one-time code for ${phoneNumber}: ${code}`);
  }
}
