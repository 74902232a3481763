import { useMutation } from '@apollo/client/react';
import type { OtpPurpose } from '@common/enums';
import {
  type LoginOtpInput,
  type LoginOtpOutput,
  loginOtpSchema,
  signupOtpSchema,
} from '@common/validation/otp';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { VerifyOtpDocument } from '../../../gql/graphql';
import { applyServerErrors } from '../../../lib/applyServerErrors';
import { type ErrorFallbacks, serverErrorMessage } from '../../../lib/serverError';
import { AUTH_TEXTS } from '../authTexts';
import { useCompleteSignIn } from '../useCompleteSignIn';

interface OtpFlow {
  /** Login says 'کد تایید باید شش رقم باشد', signup 'کد تایید باید ۶ رقم باشد'. */
  schema: typeof loginOtpSchema;
  success: string;
  errors: ErrorFallbacks;
}

const FLOWS: Record<OtpPurpose, OtpFlow> = {
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
};

/** The code form of login and signup: checks the six digits, verifies them and signs in. */
export function useOtpForm(phoneNumber: string, purpose: OtpPurpose) {
  const flow = FLOWS[purpose];
  const form = useForm<LoginOtpInput, unknown, LoginOtpOutput>({
    resolver: valibotResolver(flow.schema),
    defaultValues: { otpCode: '' },
  });
  const [verifyOtp] = useMutation(VerifyOtpDocument);
  const completeSignIn = useCompleteSignIn();

  const onSubmit = form.handleSubmit(async ({ otpCode }) => {
    try {
      const { data } = await verifyOtp({ variables: { input: { phoneNumber, otpCode, type: purpose } } });
      if (!data || !completeSignIn(data.verifyOtp, flow.success)) toast.error(flow.errors.rejected);
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error(serverErrorMessage(error, flow.errors));
    }
  });

  return { form, onSubmit };
}
