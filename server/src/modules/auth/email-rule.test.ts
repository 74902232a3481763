// Spec doc 3 §5: an e-mail matches «a simple x@y.z pattern»; both doors take what that pattern takes.
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../db/schema';
import { testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const it = testWith({ SIGNUP_REQUIRES_OTP: 'false' });

const SIGNUP = graphql(
  `mutation EmailRuleSignup($input: SignupInput!) { signup(input: $input) { message } }`,
);

const form = (phoneNumber: string, email: string) => ({
  userType: 'DONOR',
  firstName: 'سارا',
  lastName: 'احمدی',
  phoneNumber,
  email,
  password: 'secret123',
});

const storedEmail = async (app: TestApp, phoneNumber: string) =>
  (await app.db.select({ email: users.email }).from(users).where(eq(users.phoneNumber, phoneNumber)))[0]
    ?.email;

describe('the e-mail rule', () => {
  it('signs up x@y.z through REST', async ({ app }) => {
    const response = await app.rest('POST', '/api/auth/signup', form('09127350001', 'x@y.z'));
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedEmail(app, '09127350001')).toBe('x@y.z');
  });

  it("signs up o'brien@example.ie through GraphQL", async ({ app }) => {
    const answer = await app.gql(SIGNUP, {
      input: form('09127350002', "o'brien@example.ie"),
    });
    expect(answer.errors).toBeUndefined();
    expect(await storedEmail(app, '09127350002')).toBe("o'brien@example.ie");
  });

  it('still refuses what is not x@y.z, on the field, through both doors', async ({ app }) => {
    const rest = await app.rest('POST', '/api/auth/signup', form('09127350003', 'x@y'));
    expect(rest.statusCode).toBe(400);
    expect(rest.json().errors).toEqual({ email: 'فرمت ایمیل نادرست است' });
    const gql = await app.gql(SIGNUP, {
      input: form('09127350003', 'x @y.z'),
    });
    expect(gql.errors?.[0].extensions?.fieldErrors).toEqual({ email: 'فرمت ایمیل نادرست است' });
    expect(await storedEmail(app, '09127350003')).toBeUndefined();
  });
});
