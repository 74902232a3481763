import {
  RestLoginDocument,
  RestLogoutDocument,
  RestMobileLoginDocument,
  RestSendOtpDocument,
  RestSignupDocument,
  RestVerifyOtpDocument,
} from '../../rest/gql/graphql';
import { defineRoute, type RestInput } from '../../rest/route';
import { authMessages } from './auth.messages';

/** A JSON body as the operation's `input`. */
export const bodyAsInput = <T>({ body }: RestInput) => ({ input: (body ?? {}) as T });

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/auth/signup',
    tag: 'auth',
    summary: 'Sign up as STUDENT, DONOR or STAFF; answers otpRequired when a SIGNUP code was sent',
    operation: RestSignupDocument,
    variables: bodyAsInput,
    message: authMessages.signupCreated,
    messageFrom: (data) => data.signup.message,
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/mobile-login',
    tag: 'auth',
    summary: 'Phone login: useOtp (default true) sends a LOGIN code, otherwise the password signs in',
    operation: RestMobileLoginDocument,
    variables: bodyAsInput,
    message: authMessages.otpSent,
    messageFrom: (data) => data.mobileLogin.message,
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Phone number or e-mail with a password',
    operation: RestLoginDocument,
    variables: bodyAsInput,
    message: authMessages.loggedIn,
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/send-otp',
    tag: 'auth',
    summary: 'Send a LOGIN or SIGNUP code (again); the answer is the same for unknown numbers',
    operation: RestSendOtpDocument,
    variables: bodyAsInput,
    answer: () => null,
    message: authMessages.otpSent,
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/verify-otp',
    tag: 'auth',
    summary: 'Check a LOGIN or SIGNUP code; success answers token and user',
    operation: RestVerifyOtpDocument,
    variables: bodyAsInput,
    message: authMessages.loggedIn,
    messageFrom: (data) => data.verifyOtp.message,
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    summary: "End the bearer token's session",
    operation: RestLogoutDocument,
    answer: () => null,
    message: authMessages.loggedOut,
  }),
];
