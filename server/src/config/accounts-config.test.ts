import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveJwtSecret } from './jwt-secret';
import { ConfigError } from './settings';

describe('account, code, SMS and storage settings', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.auth).toEqual({
      jwtSecret: undefined,
      sessionTtlDays: 30,
      signupRequiresOtp: true,
      socketRecheckSeconds: 60,
      socketsPerAddress: 100,
    });
    expect(config.otp).toEqual({
      ttlSeconds: 120,
      maxAttempts: 5,
      resendCooldownSeconds: 60,
      dailyLimit: 10,
      phoneDailyCeiling: 30,
      ipLimitPerHour: 30,
    });
    expect(config.login).toEqual({ perAccountAndAddress: 10, perAccount: 100, perAddress: 20 });
    expect(config.sms).toEqual({ provider: 'console' });
    expect(config.storage).toEqual({ driver: 'local', uploadsDir: path.join(config.dataDir, 'uploads') });
  });

  it('requires JWT_SECRET in production, and a long one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid setting JWT_SECRET: required/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/^Invalid setting JWT_SECRET:/);
  });

  it('refuses to start in production without a real SMS provider (console would write codes to the log)', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      ZARINPAL_MERCHANT_ID: '3f5c2d1e-8a9b-4c7d-9e0f-112233445566',
    };
    for (const env of [production, { ...production, SMS_PROVIDER: 'console' }]) {
      const read = () => loadConfig(env);
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(/^Invalid setting SMS_PROVIDER: .*NODE_ENV=production.*kavenegar or smsir/);
    }
    const kavenegar = { SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k', KAVENEGAR_TEMPLATE: 't' };
    expect(loadConfig({ ...production, ...kavenegar }).sms.provider).toBe('kavenegar');
    // Outside production the console provider stays the default.
    expect(loadConfig({}).sms.provider).toBe('console');
  });

  it('reads the chosen SMS provider and S3 store, requiring their keys', () => {
    expect(loadConfig({ SMS_PROVIDER: 'smsir', SMSIR_API_KEY: 'k', SMSIR_TEMPLATE_ID: '42' }).sms).toEqual({
      provider: 'smsir',
      apiKey: 'k',
      templateId: 42,
      baseUrl: 'https://api.sms.ir',
    });
    const s3 = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.org',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_FORCE_PATH_STYLE: 'false',
    }).storage;
    expect(s3).toMatchObject({
      driver: 's3',
      s3: { publicUrl: 'https://files.s3.example.org', region: 'us-east-1' },
    });
  });

  it.each([
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS'],
    [{ SIGNUP_REQUIRES_OTP: 'perhaps' }, 'SIGNUP_REQUIRES_OTP'],
    [{ OTP_TTL_SECONDS: 'two minutes' }, 'OTP_TTL_SECONDS'],
    [{ OTP_MAX_ATTEMPTS: '0' }, 'OTP_MAX_ATTEMPTS'],
    [{ OTP_RESEND_COOLDOWN_SECONDS: '-1' }, 'OTP_RESEND_COOLDOWN_SECONDS'],
    [{ OTP_DAILY_LIMIT: 'x' }, 'OTP_DAILY_LIMIT'],
    [{ OTP_IP_LIMIT_PER_HOUR: '0' }, 'OTP_IP_LIMIT_PER_HOUR'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'kavenegar' }, 'KAVENEGAR_API_KEY'],
    [{ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k' }, 'KAVENEGAR_TEMPLATE'],
    [
      {
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: 'k',
        KAVENEGAR_TEMPLATE: 't',
        KAVENEGAR_BASE_URL: 'nope',
      },
      'KAVENEGAR_BASE_URL',
    ],
    [{ SMS_PROVIDER: 'smsir', SMSIR_API_KEY: 'k' }, 'SMSIR_TEMPLATE_ID'],
    [{ SMS_PROVIDER: 'smsir', SMSIR_TEMPLATE_ID: '1' }, 'SMSIR_API_KEY'],
    [{ SMS_PROVIDER: 'smsir', SMSIR_API_KEY: 'k', SMSIR_TEMPLATE_ID: 'abc' }, 'SMSIR_TEMPLATE_ID'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_ENDPOINT'],
    [{ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.example.org' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.example.org', S3_BUCKET: 'Bad_Name' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.example.org', S3_BUCKET: 'b-1' }, 'S3_ACCESS_KEY_ID'],
  ])('%o is refused, naming %s', (env, name) => {
    const read = () => loadConfig(env);
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(new RegExp(`^Invalid setting ${name}:`));
  });

  it('generates the signing secret once outside production and keeps it in DATA_DIR', async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jwt-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = resolveJwtSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveJwtSecret(config)).toBe(first);
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
      expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }))).toBe(
        'x'.repeat(40),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
