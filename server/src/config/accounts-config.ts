import path from 'node:path';
import {
  ConfigError,
  type Env,
  readBool,
  readChoice,
  readInt,
  readOptionalString,
  readString,
  readUrl,
} from './settings';

export type SmsProvider = 'console' | 'kavenegar' | 'smsir';
export type StorageDriver = 'local' | 's3';

export interface AuthSettings {
  /** HS256 signing secret; undefined outside production means "generate one and keep it in DATA_DIR". */
  jwtSecret: string | undefined;
  sessionTtlDays: number;
  signupRequiresOtp: boolean;
  /** How often live sockets' sessions are checked again (ended ones are announced; expired ones are not). */
  socketRecheckSeconds: number;
  /** Live sockets one client address may hold open at once in one process, signed in or not (4429 beyond). */
  socketsPerAddress: number;
}

export interface OtpSettings {
  ttlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  /** Codes sent to one phone number for one client address in 24 hours. */
  dailyLimit: number;
  /** Codes sent to one phone number in 24 hours, all addresses together (against text-message bombing). */
  phoneDailyCeiling: number;
  /** Codes requested from one client address in an hour. */
  ipLimitPerHour: number;
}

/** Failed password logins allowed in an hour (429 beyond). */
export interface LoginLimitSettings {
  /** Per account and client address: slows one guesser without locking the owner out elsewhere. */
  perAccountAndAddress: number;
  /** Per account, all addresses together, except addresses the account has signed in from before. */
  perAccount: number;
  /** Per client address, all accounts together (password spraying). */
  perAddress: number;
}

export type SmsSettings =
  | { provider: 'console' }
  | { provider: 'kavenegar'; apiKey: string; template: string; baseUrl: string }
  | { provider: 'smsir'; apiKey: string; templateId: number; baseUrl: string };

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where visitors fetch stored files; defaults to the endpoint and bucket. */
  publicUrl: string;
}

export type StorageSettings =
  | { driver: 'local'; uploadsDir: string }
  | { driver: 's3'; uploadsDir: string; s3: S3Settings };

export interface AccountSettings {
  auth: AuthSettings;
  otp: OtpSettings;
  login: LoginLimitSettings;
  sms: SmsSettings;
  storage: StorageSettings;
}

const SMS_PROVIDERS: readonly SmsProvider[] = ['console', 'kavenegar', 'smsir'];
const STORAGE_DRIVERS: readonly StorageDriver[] = ['local', 's3'];

function required(env: Env, name: string, because: string): string {
  const value = readOptionalString(env, name);
  if (value === undefined) throw new ConfigError(name, `required when ${because}`);
  return value;
}

function readJwtSecret(env: Env, isProduction: boolean): string | undefined {
  const secret = readOptionalString(env, 'JWT_SECRET');
  if (secret === undefined) {
    if (isProduction) throw new ConfigError('JWT_SECRET', 'required when NODE_ENV=production');
    return undefined;
  }
  if (secret.length < 32) throw new ConfigError('JWT_SECRET', 'expected at least 32 characters');
  return secret;
}

function readSms(env: Env, isProduction: boolean): SmsSettings {
  const provider = readChoice(env, 'SMS_PROVIDER', SMS_PROVIDERS, 'console');
  if (isProduction && provider === 'console') {
    throw new ConfigError(
      'SMS_PROVIDER',
      'required when NODE_ENV=production (console only writes one-time codes to the log): choose kavenegar or smsir',
    );
  }
  if (provider === 'kavenegar') {
    const because = 'SMS_PROVIDER=kavenegar';
    return {
      provider,
      apiKey: required(env, 'KAVENEGAR_API_KEY', because),
      template: required(env, 'KAVENEGAR_TEMPLATE', because),
      baseUrl: readUrl(env, 'KAVENEGAR_BASE_URL', 'https://api.kavenegar.com') as string,
    };
  }
  if (provider === 'smsir') {
    const because = 'SMS_PROVIDER=smsir';
    const apiKey = required(env, 'SMSIR_API_KEY', because);
    required(env, 'SMSIR_TEMPLATE_ID', because);
    return {
      provider,
      apiKey,
      templateId: readInt(env, 'SMSIR_TEMPLATE_ID', 0, 1, Number.MAX_SAFE_INTEGER),
      baseUrl: readUrl(env, 'SMSIR_BASE_URL', 'https://api.sms.ir') as string,
    };
  }
  return { provider };
}

function readS3(env: Env): S3Settings {
  const because = 'STORAGE_DRIVER=s3';
  const endpoint = readUrl(env, 'S3_ENDPOINT', undefined);
  if (endpoint === undefined) throw new ConfigError('S3_ENDPOINT', `required when ${because}`);
  const bucket = required(env, 'S3_BUCKET', because);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET', `expected a bucket name (lower-case letters, digits, '.', '-')`);
  }
  const forcePathStyle = readBool(env, 'S3_FORCE_PATH_STYLE', true);
  return {
    endpoint,
    bucket,
    region: readString(env, 'S3_REGION', 'us-east-1'),
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID', because),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', because),
    forcePathStyle,
    publicUrl: readUrl(env, 'S3_PUBLIC_URL', defaultS3PublicUrl(endpoint, bucket, forcePathStyle)) as string,
  };
}

function defaultS3PublicUrl(endpoint: string, bucket: string, pathStyle: boolean): string {
  if (pathStyle) return `${endpoint}/${bucket}`;
  const url = new URL(endpoint);
  url.hostname = `${bucket}.${url.hostname}`;
  return url.toString().replace(/\/$/, '');
}

function readStorage(env: Env, dataDir: string): StorageSettings {
  const driver = readChoice(env, 'STORAGE_DRIVER', STORAGE_DRIVERS, 'local');
  const uploadsDir = path.resolve(readString(env, 'UPLOADS_DIR', path.join(dataDir, 'uploads')));
  return driver === 's3' ? { driver, uploadsDir, s3: readS3(env) } : { driver, uploadsDir };
}

/** The settings of accounts, one-time codes, SMS and file storage; each failure names its setting. */
export function readAccountSettings(env: Env, isProduction: boolean, dataDir: string): AccountSettings {
  return {
    auth: {
      jwtSecret: readJwtSecret(env, isProduction),
      sessionTtlDays: readInt(env, 'SESSION_TTL_DAYS', 30, 1, 365),
      signupRequiresOtp: readBool(env, 'SIGNUP_REQUIRES_OTP', true),
      socketRecheckSeconds: readInt(env, 'SOCKET_SESSION_RECHECK_SECONDS', 60, 1, 3600),
      socketsPerAddress: readInt(env, 'SOCKETS_PER_ADDRESS', 100, 1, 100_000),
    },
    otp: {
      ttlSeconds: readInt(env, 'OTP_TTL_SECONDS', 120, 30, 3600),
      maxAttempts: readInt(env, 'OTP_MAX_ATTEMPTS', 5, 1, 20),
      resendCooldownSeconds: readInt(env, 'OTP_RESEND_COOLDOWN_SECONDS', 60, 0, 3600),
      dailyLimit: readInt(env, 'OTP_DAILY_LIMIT', 10, 1, 1000),
      phoneDailyCeiling: readInt(env, 'OTP_PHONE_DAILY_CEILING', 30, 1, 10_000),
      ipLimitPerHour: readInt(env, 'OTP_IP_LIMIT_PER_HOUR', 30, 1, 100_000),
    },
    login: {
      perAccountAndAddress: readInt(env, 'LOGIN_FAILURES_PER_HOUR', 10, 1, 10_000),
      perAccount: readInt(env, 'LOGIN_ACCOUNT_FAILURES_PER_HOUR', 100, 1, 100_000),
      perAddress: readInt(env, 'LOGIN_ADDRESS_FAILURES_PER_HOUR', 20, 1, 100_000),
    },
    sms: readSms(env, isProduction),
    storage: readStorage(env, dataDir),
  };
}
