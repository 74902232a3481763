import type { UserType } from '@common/enums';
import { test as base } from 'vitest';
import { bearer, insertUser, tokenFor } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/** A member signed in through the REST door, as a browser would be. */
export interface SignedIn {
  id: number;
  phoneNumber: string;
  token: string;
  /** The bearer header to send with their requests. */
  headers: Record<string, string>;
}

type MemberExtra = Parameters<typeof insertUser>[2];

/**
 * Server tests take what they need from the test context:
 * - `app`: the real app on a fresh database, one per test file (closed after the file's last test);
 * - `db`: that app's drizzle database;
 * - `asAdmin`: an ADMIN signed in on that app, created once per file (phone {@link ADMIN_PHONE});
 * - `asMember(type, extra?)`: a new member of `type` signed in, a new phone for each call;
 * - `appEnv`: the settings the file's app is built with; a file that needs others takes its `it` from
 *   `testWith({ SOME_SETTING: 'x' })`.
 * Suite hooks get the file-scoped ones: `test.beforeAll(async ({ app }) => ...)`.
 */
export const test = base
  .extend('appEnv', { scope: 'file' }, (): Record<string, string> => ({}))
  .extend('app', { scope: 'file' }, async ({ appEnv }, { onCleanup }): Promise<TestApp> => {
    const app = await createTestApp(appEnv);
    onCleanup(() => app.close());
    return app;
  })
  .extend('db', { scope: 'file' }, ({ app }) => app.db)
  .extend('asAdmin', { scope: 'file' }, ({ app }) => signIn(app, ADMIN_PHONE, { userType: 'ADMIN' }))
  .extend('asMember', { scope: 'file' }, ({ app }) => {
    let count = 0;
    return (userType: UserType, extra: MemberExtra = {}) =>
      signIn(app, `${MEMBER_PHONES}${String(++count).padStart(4, '0')}`, { userType, ...extra });
  });

export const it = test;

/**
 * The same fixtures, the file's app built with these settings. (Not `test.override` at the top of a file:
 * with `isolate: false` that changes the shared fixtures for every later file of the worker.)
 */
export const testWith = (env: Record<string, string>) =>
  test.extend('appEnv', { scope: 'file' }, (): Record<string, string> => env);

/** The file's admin; test data keeps off this phone and the members' range. */
export const ADMIN_PHONE = '09199990000';
const MEMBER_PHONES = '0919998';

/** Inserts a user (password PASSWORD) and signs them in with it. */
export async function signIn(app: TestApp, phoneNumber: string, extra: MemberExtra = {}): Promise<SignedIn> {
  const user = await insertUser(app, phoneNumber, extra);
  const token = await tokenFor(app, phoneNumber);
  return { id: user.id, phoneNumber, token, headers: bearer(token) };
}
