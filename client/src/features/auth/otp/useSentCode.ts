import { useCallback, useState } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../authTexts';

interface SentCode {
  /** What the code was sent for: the phone number, or the whole sign-up form. */
  key: string;
  phoneNumber: string;
  /** When (ms since the epoch); a resend moves it on. */
  at: number;
}

/**
 * The code this page last had sent. Going back from the code step and asking again for the same thing within
 * the resend cooldown would only get the server's cooldown refusal, though the code already sent is still
 * valid: `reusable` answers that code, so the page returns to the code step instead.
 */
export function useSentCode() {
  const [sent, setSent] = useState<SentCode | null>(null);

  const remember = useCallback((key: string, phoneNumber: string) => {
    setSent({ key, phoneNumber, at: Date.now() });
  }, []);

  const resent = useCallback(() => setSent((last) => last && { ...last, at: Date.now() }), []);

  /** The code already sent for `key` while its resend cooldown runs (the server would refuse a new one). */
  const reusable = (key: string): SentCode | null =>
    sent && sent.key === key && Date.now() - sent.at < OTP_RESEND_COOLDOWN_SECONDS * 1000 ? sent : null;

  return { sent, remember, resent, reusable };
}
