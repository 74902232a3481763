import { useMutation } from '@apollo/client/react';
import { otpCodeSchema } from '@common/validation/otp';
import toast from 'react-hot-toast';
import {
  ConfirmPhoneChangeDocument,
  type ConfirmPhoneChangeMutation,
  ResendPhoneChangeCodeDocument,
} from '../../../gql/graphql';
import { AUTH_TEXTS } from '../../auth/authTexts';
import type { OtpActions } from '../../auth/otp/otpActions';
import { PROFILE_TEXTS } from '../profileTexts';

/** The code step of a profile phone change: confirmPhoneChange, and resendPhoneChangeCode for a new code. */
export function usePhoneChangeActions(
  onConfirmed: (user: ConfirmPhoneChangeMutation['confirmPhoneChange']) => void,
): OtpActions {
  const [confirm] = useMutation(ConfirmPhoneChangeDocument);
  const [resend] = useMutation(ResendPhoneChangeCodeDocument);
  return {
    schema: otpCodeSchema,
    errors: { rejected: PROFILE_TEXTS.phoneChangeRejected, failed: PROFILE_TEXTS.phoneChangeFailed },
    async verify(otpCode) {
      const { data } = await confirm({ variables: { input: { otpCode } } });
      if (!data) {
        toast.error(PROFILE_TEXTS.phoneChangeRejected);
        return;
      }
      onConfirmed(data.confirmPhoneChange);
      toast.success(PROFILE_TEXTS.phoneChanged);
    },
    async resend() {
      const { data } = await resend();
      return data?.resendPhoneChangeCode.message || AUTH_TEXTS.otpSent;
    },
  };
}
