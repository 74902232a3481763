import { postJson, SmsError, type SmsSender } from './sms-sender';

export interface SmsIrOptions {
  apiKey: string;
  templateId: number;
  baseUrl: string;
  /** The template's parameter name for the code. */
  parameterName?: string;
}

interface SmsIrAnswer {
  status?: number;
  message?: string;
}

/** SMS.ir's verify API: POST {base}/v1/send/verify with X-API-KEY and a JSON body. */
export class SmsIrSender implements SmsSender {
  readonly name = 'smsir';

  constructor(private readonly options: SmsIrOptions) {}

  async sendOtp(phoneNumber: string, code: string): Promise<void> {
    const { apiKey, templateId, baseUrl, parameterName = 'CODE' } = this.options;
    const answer = (await postJson(`${baseUrl}/v1/send/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({
        mobile: phoneNumber,
        templateId,
        parameters: [{ name: parameterName, value: code }],
      }),
    })) as SmsIrAnswer;
    if (answer?.status !== 1) throw new SmsError(`sms.ir status ${answer?.status}: ${answer?.message ?? ''}`);
  }
}
