import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { ConsoleSmsSender } from './console-sender';
import { createSmsSender } from './create-sender';
import { KavenegarSmsSender } from './kavenegar-sender';
import { SmsError } from './sms-sender';
import { SmsIrSender } from './smsir-sender';
import { startStandIn } from './stand-in-server';

describe('Kavenegar verify/lookup', () => {
  it('posts the receptor, token and template form-encoded to /v1/{key}/verify/lookup.json', async () => {
    const provider = await startStandIn(() => ({
      status: 200,
      body: JSON.stringify({ return: { status: 200, message: 'تایید شد' } }),
    }));
    try {
      const sender = new KavenegarSmsSender({
        apiKey: 'KEY-123',
        template: 'verify',
        baseUrl: provider.baseUrl,
      });
      await sender.sendOtp('09121234567', '042917');
      const [request] = provider.received;
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/v1/KEY-123/verify/lookup.json');
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(request.body.toString()))).toEqual({
        receptor: '09121234567',
        token: '042917',
        template: 'verify',
        type: 'sms',
      });
    } finally {
      await provider.close();
    }
  });

  it('fails with SmsError when return.status is not 200', async () => {
    const provider = await startStandIn(() => ({
      status: 418,
      body: JSON.stringify({ return: { status: 418, message: 'credit' } }),
    }));
    try {
      const sender = new KavenegarSmsSender({ apiKey: 'k', template: 't', baseUrl: provider.baseUrl });
      await expect(sender.sendOtp('09121234567', '000000')).rejects.toBeInstanceOf(SmsError);
    } finally {
      await provider.close();
    }
  });
});

describe('SMS.ir verify', () => {
  it('posts JSON with X-API-KEY to /v1/send/verify', async () => {
    const provider = await startStandIn(() => ({
      status: 200,
      body: JSON.stringify({ status: 1, message: 'موفق' }),
    }));
    try {
      const sender = new SmsIrSender({ apiKey: 'secret-key', templateId: 123456, baseUrl: provider.baseUrl });
      await sender.sendOtp('09121234567', '314159');
      const [request] = provider.received;
      expect(request.url).toBe('/v1/send/verify');
      expect(request.headers['x-api-key']).toBe('secret-key');
      expect(JSON.parse(request.body.toString())).toEqual({
        mobile: '09121234567',
        templateId: 123456,
        parameters: [{ name: 'CODE', value: '314159' }],
      });
    } finally {
      await provider.close();
    }
  });

  it('fails with SmsError on status other than 1, on HTML answers and when nobody listens', async () => {
    const provider = await startStandIn(({ url }) =>
      url.includes('html')
        ? { status: 502, body: '<html>' }
        : { status: 400, body: JSON.stringify({ status: 0 }) },
    );
    try {
      const sender = new SmsIrSender({ apiKey: 'k', templateId: 1, baseUrl: provider.baseUrl });
      await expect(sender.sendOtp('09121234567', '1')).rejects.toBeInstanceOf(SmsError);
      const html = new SmsIrSender({ apiKey: 'k', templateId: 1, baseUrl: `${provider.baseUrl}/html` });
      await expect(html.sendOtp('09121234567', '1')).rejects.toBeInstanceOf(SmsError);
    } finally {
      await provider.close();
    }
    const closed = new SmsIrSender({ apiKey: 'k', templateId: 1, baseUrl: provider.baseUrl });
    await expect(closed.sendOtp('09121234567', '1')).rejects.toBeInstanceOf(SmsError);
  });
});

describe('choosing a sender', () => {
  it('follows SMS_PROVIDER; the console sender writes the code to the log', async () => {
    const lines: string[] = [];
    const console = createSmsSender(loadConfig({}).sms, (line) => lines.push(line));
    expect(console).toBeInstanceOf(ConsoleSmsSender);
    await console.sendOtp('09121234567', '123456');
    expect(lines).toEqual(['[sms:console] one-time code for 09121234567: 123456']);
    const kavenegar = loadConfig({
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'k',
      KAVENEGAR_TEMPLATE: 't',
    }).sms;
    expect(createSmsSender(kavenegar, () => {})).toBeInstanceOf(KavenegarSmsSender);
    const smsir = loadConfig({ SMS_PROVIDER: 'smsir', SMSIR_API_KEY: 'k', SMSIR_TEMPLATE_ID: '7' }).sms;
    expect(createSmsSender(smsir, () => {})).toBeInstanceOf(SmsIrSender);
  });
});
