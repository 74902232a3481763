/** Sends a one-time code to a phone number through a provider's verification (template) API. */
export interface SmsSender {
  readonly name: string;
  /** Resolves when the provider accepted the message; rejects with SmsError otherwise. */
  sendOtp(phoneNumber: string, code: string): Promise<void>;
}

export class SmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsError';
  }
}

/** Calls a provider with a time limit; anything but a readable JSON answer is an SmsError. */
export async function postJson(url: string, init: RequestInit, timeoutMs = 10_000): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SmsError(`request failed: ${(error as Error).message}`);
  }
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new SmsError(`HTTP ${response.status}: not JSON`);
  }
}
