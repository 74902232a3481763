import { useMutation } from '@apollo/client/react';
import type { OtpPurpose } from '@common/enums';
import toast from 'react-hot-toast';
import { SendOtpDocument } from '../../../gql/graphql';
import { serverErrorMessage } from '../../../lib/serverError';
import { AUTH_TEXTS, OTP_RESEND_COOLDOWN_SECONDS } from '../authTexts';
import { useCountdown } from './useCountdown';

/**
 * Sends the code again (sendOtp). A code was just sent when this mounts, so the 60-second cooldown
 * starts at once and again after each resend.
 */
export function useResendOtp(phoneNumber: string, purpose: OtpPurpose) {
  const [sendOtp, { loading }] = useMutation(SendOtpDocument);
  const { remaining, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);

  const resend = async () => {
    try {
      const { data } = await sendOtp({ variables: { input: { phoneNumber, type: purpose } } });
      toast.success(data?.sendOtp.message || AUTH_TEXTS.otpSent);
      restart();
    } catch (error) {
      toast.error(
        serverErrorMessage(error, { rejected: AUTH_TEXTS.otpSendFailed, failed: AUTH_TEXTS.otpSendFailed }),
      );
    }
  };

  return { resend, sending: loading, secondsLeft: remaining };
}
