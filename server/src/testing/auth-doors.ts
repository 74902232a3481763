import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/** What a caller at one client address sees of the accounts calls, through one door. */
export interface AuthDoor {
  /** HTTP-like outcome: status (GraphQL: 200 or the error's HTTP twin), message and data. */
  signup(form: Record<string, unknown>, address: string): Promise<Outcome>;
  verify(phoneNumber: string, otpCode: string, type: 'LOGIN' | 'SIGNUP', address: string): Promise<Outcome>;
  sendOtp(phoneNumber: string, type: 'LOGIN' | 'SIGNUP', address: string): Promise<Outcome>;
  passwordLogin(
    who: { phoneNumber?: string; email?: string },
    password: string,
    address: string,
  ): Promise<Outcome>;
}

export interface Outcome {
  status: number;
  message: string;
  data: Record<string, unknown> | null;
  errors?: Record<string, string>;
}

/** A request through the REST door from a given client address. */
export function restFrom(
  t: TestApp,
  address: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.fastify.inject({
    method: method as 'POST',
    url,
    remoteAddress: address,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

const STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

function restDoor(t: TestApp): AuthDoor {
  const call = async (address: string, url: string, body: unknown): Promise<Outcome> => {
    const response = await restFrom(t, address, 'POST', url, body);
    const json = response.json();
    return { status: response.statusCode, message: json.message, data: json.data, errors: json.errors };
  };
  return {
    signup: (form, address) => call(address, '/api/auth/signup', form),
    verify: (phoneNumber, otpCode, type, address) =>
      call(address, '/api/auth/verify-otp', { phoneNumber, otpCode, type }),
    sendOtp: (phoneNumber, type, address) => call(address, '/api/auth/send-otp', { phoneNumber, type }),
    passwordLogin: (who, password, address) => call(address, '/api/auth/login', { ...who, password }),
  };
}

function graphqlDoor(t: TestApp): AuthDoor {
  const call = async (address: string, field: string, query: string, input: unknown): Promise<Outcome> => {
    const response = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables: { input } }),
    });
    const json = response.json() as {
      data?: Record<string, Record<string, unknown> | null> | null;
      errors?: Array<{
        message: string;
        extensions?: { code?: string; fieldErrors?: Record<string, string> };
      }>;
    };
    const error = json.errors?.[0];
    if (error) {
      return {
        status: STATUS[error.extensions?.code ?? ''] ?? 500,
        message: error.message,
        data: null,
        errors: error.extensions?.fieldErrors,
      };
    }
    const data = json.data?.[field] ?? null;
    return { status: 200, message: String(data?.message ?? ''), data };
  };
  const auth = 'otpRequired token message user { id email phoneNumber }';
  return {
    signup: (form, address) =>
      call(address, 'signup', `mutation ($input: SignupInput!) { signup(input: $input) { ${auth} } }`, form),
    verify: (phoneNumber, otpCode, type, address) =>
      call(
        address,
        'verifyOtp',
        `mutation ($input: VerifyOtpInput!) { verifyOtp(input: $input) { ${auth} } }`,
        { phoneNumber, otpCode, type },
      ),
    sendOtp: (phoneNumber, type, address) =>
      call(address, 'sendOtp', 'mutation ($input: SendOtpInput!) { sendOtp(input: $input) { ok message } }', {
        phoneNumber,
        type,
      }),
    passwordLogin: (who, password, address) =>
      call(address, 'login', `mutation ($input: LoginInput!) { login(input: $input) { ${auth} } }`, {
        ...who,
        password,
      }),
  };
}

/** Both doors by name, each opened on the app a test is given. */
export const AUTH_DOORS: Array<[string, (t: TestApp) => AuthDoor]> = [
  ['REST', restDoor],
  ['GraphQL', graphqlDoor],
];

/** Both doors, so every case can be run through each. */
export function authDoors(t: () => TestApp): Array<[string, () => AuthDoor]> {
  return AUTH_DOORS.map(([name, open]) => [name, () => open(t())]);
}
