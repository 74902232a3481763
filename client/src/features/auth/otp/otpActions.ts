import type { loginOtpSchema } from '@common/validation/otp';
import type { ErrorFallbacks } from '../../../lib/serverError';

/** What a code step does with the code: sign-in flows verify and sign in; the profile confirms a new number. */
export interface OtpActions {
  /** The code field's schema (login says 'شش رقم', signup '۶ رقم'). */
  schema: typeof loginOtpSchema;
  /** Checks the code and finishes the flow (its own success toast); throws the server's refusal. */
  verify: (otpCode: string) => Promise<void>;
  /** The error toast's fallbacks when the refusal has no Persian message. */
  errors: ErrorFallbacks;
  /** Sends a new code and answers the message to show; throws the server's refusal. */
  resend: () => Promise<string>;
}
