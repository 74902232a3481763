import { postJson, SmsError, type SmsSender } from './sms-sender';

export interface KavenegarOptions {
  apiKey: string;
  template: string;
  baseUrl: string;
}

interface KavenegarAnswer {
  return?: { status?: number; message?: string };
}

/** Kavenegar's verify/lookup API: POST {base}/v1/{API_KEY}/verify/lookup.json, form-encoded. */
export class KavenegarSmsSender implements SmsSender {
  readonly name = 'kavenegar';

  constructor(private readonly options: KavenegarOptions) {}

  async sendOtp(phoneNumber: string, code: string): Promise<void> {
    const { apiKey, template, baseUrl } = this.options;
    const url = `${baseUrl}/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`;
    const answer = (await postJson(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ receptor: phoneNumber, token: code, template, type: 'sms' }).toString(),
    })) as KavenegarAnswer;
    if (answer?.return?.status !== 200) {
      throw new SmsError(`kavenegar status ${answer?.return?.status}: ${answer?.return?.message ?? ''}`);
    }
  }
}
