import type { UserType } from '@common/enums';
import { vi } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../security/passwords';
import type { TestApp } from './test-app';

export const PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;

export const bearer = (token: string | null | undefined) => ({ authorization: `Bearer ${token}` });

/** A user straight in the database (password PASSWORD, hashed once per test file). */
export async function insertUser(
  t: TestApp,
  phoneNumber: string,
  extra: Partial<typeof users.$inferInsert> & { userType?: UserType } = {},
) {
  passwordHash ??= hashPassword(PASSWORD);
  const [row] = await t.db
    .insert(users)
    .values({
      firstName: 'سارا',
      lastName: 'احمدی',
      phoneNumber,
      email: `${phoneNumber}@example.org`,
      passwordHash: await passwordHash,
      ...extra,
    })
    .returning();
  return row;
}

/** Signs in with the password through the REST door and answers the token. */
export async function tokenFor(t: TestApp, phoneNumber: string, password = PASSWORD): Promise<string> {
  const response = await t.rest('POST', '/api/auth/mobile-login', { phoneNumber, password, useOtp: false });
  const token = response.json().data?.token;
  if (!token) throw new Error(`login failed: ${response.body}`);
  return token;
}

/** Replaces the SMS sender's send with a recorder; `codeFor` answers the last code sent to a phone. */
export function captureSms(t: TestApp) {
  const sent: Array<{ phoneNumber: string; code: string }> = [];
  vi.spyOn(t.app.services.sms, 'sendOtp').mockImplementation(async (phoneNumber, code) => {
    sent.push({ phoneNumber, code });
  });
  return {
    sent,
    codeFor(phoneNumber: string): string {
      const last = sent.filter((s) => s.phoneNumber === phoneNumber).at(-1);
      if (!last) throw new Error(`no code was sent to ${phoneNumber}`);
      return last.code;
    },
  };
}

/** A different wrong code than the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
