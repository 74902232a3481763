// One-time code entry (spec doc 1 §5): six digits; Persian/Arabic digits and spaces are accepted.
import * as v from 'valibot';
import { toLatinDigits } from '../digits';
import { OTP_PURPOSES } from '../enums';
import { enumField, formObject, mobileField, requiredText } from './fields';
import { messages } from './messages';

function otpCodeField(lengthMessage: string) {
  return v.pipe(
    requiredText(messages.otpRequired),
    v.transform((s) => toLatinDigits(s).replace(/\s/g, '')),
    v.regex(/^\d{6}$/, lengthMessage),
  );
}

/** The code field on the login screen ('کد تایید باید شش رقم باشد'). */
export const loginOtpSchema = formObject({ otpCode: otpCodeField(messages.otpLength) });
export type LoginOtpInput = v.InferInput<typeof loginOtpSchema>;
export type LoginOtpOutput = v.InferOutput<typeof loginOtpSchema>;

/** The code field on the signup screen ('کد تایید باید ۶ رقم باشد'). */
export const signupOtpSchema = formObject({ otpCode: otpCodeField(messages.otpLengthSignup) });
export type SignupOtpInput = v.InferInput<typeof signupOtpSchema>;
export type SignupOtpOutput = v.InferOutput<typeof signupOtpSchema>;

/** The code alone, worded as on the login screen: the profile's phone change (confirmPhoneChange). */
export const otpCodeSchema = loginOtpSchema;

/** The verify-otp call: {phoneNumber, otpCode, type: LOGIN | SIGNUP}. */
export const verifyOtpSchema = v.pipe(
  formObject({
    phoneNumber: mobileField(messages.phoneRequired, messages.phoneFormat),
    otpCode: otpCodeField(messages.otpLength),
    type: enumField(OTP_PURPOSES, messages.invalidValue),
  }),
);
export type VerifyOtpInput = v.InferInput<typeof verifyOtpSchema>;
export type VerifyOtpOutput = v.InferOutput<typeof verifyOtpSchema>;

/** The send-otp call: a phone number and the purpose. */
export const sendOtpSchema = formObject({
  phoneNumber: mobileField(messages.phoneRequired, messages.phoneFormat),
  type: enumField(OTP_PURPOSES, messages.invalidValue),
});
export type SendOtpInput = v.InferInput<typeof sendOtpSchema>;
export type SendOtpOutput = v.InferOutput<typeof sendOtpSchema>;
