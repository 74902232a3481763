import {
  changePasswordSchema,
  confirmPasswordSchema,
  contactSchema,
  courseSchema,
  guestDonationSchema,
  landingContentSchema,
  loginSchema,
  newsletterSchema,
  notificationCreateSchema,
  otpCodeSchema,
  pageLayoutSchema,
  passwordLoginSchema,
  paymentMethodSchema,
  profileUpdateSchema,
  programInputSchema,
  sendOtpSchema,
  signupSchema,
  slideSchema,
  validate,
  verifyOtpSchema,
} from '@common/validation';
import type * as v from 'valibot';

/** The per-field Persian messages the service's shared schema gives an input (empty when it passes). */
export type FieldMessages = (input: Record<string, unknown>) => Record<string, string>;

const by =
  (schema: v.GenericSchema, reshape = (input: Record<string, unknown>) => input): FieldMessages =>
  (input) => {
    const result = validate(schema, reshape(input));
    return result.ok ? {} : (result.fieldErrors ?? {});
  };

/**
 * Each GraphQL input type and the shared schema its service validates it with, so the REST door answers a
 * value of the wrong JSON type with that field's own message (what the form shows for it).
 */
export const inputFieldMessages: Record<string, FieldMessages> = {
  SignupInput: by(signupSchema),
  MobileLoginInput: by(loginSchema, (input) => ({ ...input, useOtp: input.useOtp ?? true })),
  LoginInput: by(passwordLoginSchema),
  SendOtpInput: by(sendOtpSchema, (input) => ({ ...input, type: input.type ?? 'LOGIN' })),
  VerifyOtpInput: by(verifyOtpSchema),
  ContactMessageInput: by(contactSchema),
  DonationInput: by(guestDonationSchema, ({ amountToman, ...input }) => ({ ...input, amount: amountToman })),
  NewsletterInput: by(newsletterSchema),
  NotificationCreateInput: by(notificationCreateSchema),
  PageLayoutInput: by(pageLayoutSchema),
  LandingContentInput: by(landingContentSchema),
  PaymentMethodInput: by(paymentMethodSchema),
  ProgramInput: by(programInputSchema),
  SlideInput: by(slideSchema),
  CourseInput: by(courseSchema),
  ProfileUpdateInput: by(profileUpdateSchema),
  ConfirmPhoneChangeInput: by(otpCodeSchema),
  ChangePasswordInput: by(changePasswordSchema),
  ConfirmPasswordInput: by(confirmPasswordSchema),
};
