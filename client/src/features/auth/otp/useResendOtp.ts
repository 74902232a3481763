import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverErrorMessage } from '../../../lib/serverError';
import { AUTH_TEXTS, OTP_RESEND_COOLDOWN_SECONDS } from '../authTexts';
import type { OtpActions } from './otpActions';
import { useCountdown } from './useCountdown';

/** Seconds of the resend cooldown left for a code sent at `sentAt` (ms since the epoch). */
export function cooldownLeft(sentAt: number, now = Date.now()): number {
  const left = OTP_RESEND_COOLDOWN_SECONDS - Math.floor((now - sentAt) / 1000);
  return Math.min(OTP_RESEND_COOLDOWN_SECONDS, Math.max(0, left));
}

/**
 * Sends the code again. The cooldown counts from when the code was sent (`sentAt`, default: now, as a code
 * was just sent when this mounts) and starts again after each resend; `onResent` tells the page.
 */
export function useResendOtp(actions: OtpActions, sentAt?: number, onResent?: () => void) {
  const [sending, setSending] = useState(false);
  const { remaining, restart } = useCountdown(
    sentAt === undefined ? OTP_RESEND_COOLDOWN_SECONDS : cooldownLeft(sentAt),
    OTP_RESEND_COOLDOWN_SECONDS,
  );

  const resend = async () => {
    setSending(true);
    try {
      toast.success(await actions.resend());
      restart();
      onResent?.();
    } catch (error) {
      toast.error(
        serverErrorMessage(error, { rejected: AUTH_TEXTS.otpSendFailed, failed: AUTH_TEXTS.otpSendFailed }),
      );
    } finally {
      setSending(false);
    }
  };

  return { resend, sending, secondsLeft: remaining };
}
