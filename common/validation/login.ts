// Login form (spec doc 1 §2 /login, §5): phone always; password only in password mode (useOtp false).
// A variant on useOtp (not a pipe-level check) so that react-hook-form shows every field's message at once.
import * as v from 'valibot';
import { formObject, mobileField, optionalEmailField, optionalMobileField, passwordField } from './fields';
import { messages } from './messages';

const phoneNumber = mobileField(messages.phoneRequired, messages.phoneFormat);

export const loginSchema = v.variant(
  'useOtp',
  [
    /** One-time code mode (the default): the password is ignored. */
    formObject({
      useOtp: v.optional(v.literal(true), true),
      phoneNumber,
      password: v.optional(v.string(messages.invalidValue), ''),
    }),
    /** Password mode. */
    formObject({
      useOtp: v.literal(false),
      phoneNumber,
      password: passwordField(),
    }),
  ],
  messages.invalidValue,
);

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginOutput = v.InferOutput<typeof loginSchema>;

/** POST /auth/login: a phone number or an e-mail address, and a password. */
export const passwordLoginSchema = v.pipe(
  formObject({
    phoneNumber: optionalMobileField(messages.phoneFormat),
    email: optionalEmailField(messages.emailFormat),
    password: passwordField(),
  }),
  v.check((input) => Boolean(input.phoneNumber || input.email), messages.phoneOrEmailRequired),
);

export type PasswordLoginInput = v.InferInput<typeof passwordLoginSchema>;
export type PasswordLoginOutput = v.InferOutput<typeof passwordLoginSchema>;
