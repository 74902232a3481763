import { useMutation } from '@apollo/client/react';
import type { OtpPurpose } from '@common/enums';
import { loginOtpSchema, signupOtpSchema } from '@common/validation/otp';
import toast from 'react-hot-toast';
import { SendOtpDocument, VerifyOtpDocument } from '../../../gql/graphql';
import { AUTH_TEXTS } from '../authTexts';
import { useCompleteSignIn } from '../useCompleteSignIn';
import type { OtpActions } from './otpActions';

const FLOWS = {
  LOGIN: {
    schema: loginOtpSchema,
    success: AUTH_TEXTS.loginSuccess,
    errors: { rejected: AUTH_TEXTS.loginRejected, failed: AUTH_TEXTS.loginFailed },
  },
  SIGNUP: {
    schema: signupOtpSchema,
    success: AUTH_TEXTS.signupVerified,
    errors: { rejected: AUTH_TEXTS.signupRejected, failed: AUTH_TEXTS.signupFailed },
  },
} as const satisfies Record<OtpPurpose, Omit<OtpActions, 'verify' | 'resend'> & { success: string }>;

/** Login and signup: verifyOtp signs the member in; sendOtp sends the code again. */
export function useSignInOtpActions(phoneNumber: string, purpose: OtpPurpose): OtpActions {
  const flow = FLOWS[purpose];
  const [verifyOtp] = useMutation(VerifyOtpDocument);
  const [sendOtp] = useMutation(SendOtpDocument);
  const completeSignIn = useCompleteSignIn();
  return {
    schema: flow.schema,
    errors: flow.errors,
    async verify(otpCode) {
      const { data } = await verifyOtp({ variables: { input: { phoneNumber, otpCode, type: purpose } } });
      if (!data || !completeSignIn(data.verifyOtp, flow.success)) toast.error(flow.errors.rejected);
    },
    async resend() {
      const { data } = await sendOtp({ variables: { input: { phoneNumber, type: purpose } } });
      return data?.sendOtp.message || AUTH_TEXTS.otpSent;
    },
  };
}
