// ZarinPal v4 (https://www.zarinpal.com/docs/paymentGateway/): payment request, StartPay redirect, verify,
// unVerified. Amounts are rial. The same client talks to the built-in stand-in gateway.

export interface PaymentRequest {
  merchantId: string;
  /** Rial. */
  amount: number;
  callbackUrl: string;
  /** At most 500 characters. */
  description: string;
  mobile?: string | null;
  email?: string | null;
  orderId?: string;
}

export interface VerifyRequest {
  merchantId: string;
  /** Rial, from our database, never from the callback. */
  amount: number;
  authority: string;
}

export interface VerifyResult {
  /** 100 verified now, 101 verified before: both mean paid. */
  code: 100 | 101;
  refId: string;
  cardPan: string | null;
  cardHash: string | null;
  fee: number | null;
}

export interface UnverifiedPayment {
  authority: string;
  amount: number;
  callbackUrl: string;
}

/** Codes that settle an attempt as not paid; any other gateway error may pass (retry later). */
export const DEFINITE_FAILURE_CODES: readonly number[] = [-50, -51, -53, -54];

/** The gateway answered with an error {code, message}. */
export class ZarinpalError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`ZarinPal error ${code}: ${message}`);
    this.name = 'ZarinpalError';
  }

  /** True when the attempt is settled as not paid (amount mismatch, failed, foreign or invalid authority). */
  get definite(): boolean {
    return DEFINITE_FAILURE_CODES.includes(this.code);
  }
}

/** The gateway could not be reached or answered something that is not ZarinPal's JSON. */
export class GatewayUnavailableError extends Error {
  constructor(cause: unknown) {
    super('ZarinPal gateway unavailable', { cause });
    this.name = 'GatewayUnavailableError';
  }
}

type Fetch = typeof fetch;

interface Envelope {
  data?: Record<string, unknown> | unknown[] | null;
  errors?: { code?: number; message?: string } | unknown[] | null;
}

const TIMEOUT_MS = 15_000;

export class ZarinpalClient {
  constructor(
    readonly baseUrl: string,
    /** Replaceable so that tests can reach an in-process gateway. */
    public fetch: Fetch = globalThis.fetch,
  ) {}

  /** Starts a payment; answers the authority (code 100). */
  async request(input: PaymentRequest): Promise<{ authority: string }> {
    const metadata: Record<string, string> = {};
    if (input.mobile) metadata.mobile = input.mobile;
    if (input.email) metadata.email = input.email;
    if (input.orderId) metadata.order_id = input.orderId;
    const data = await this.call('/pg/v4/payment/request.json', {
      merchant_id: input.merchantId,
      amount: input.amount,
      callback_url: input.callbackUrl,
      description: input.description.slice(0, 500),
      metadata,
    });
    if (data.code !== 100 || typeof data.authority !== 'string') {
      throw new ZarinpalError(Number(data.code ?? 0), String(data.message ?? 'no authority'));
    }
    return { authority: data.authority };
  }

  /** Where the payer's browser goes to pay. */
  startPayUrl(authority: string): string {
    return `${this.baseUrl}/pg/StartPay/${encodeURIComponent(authority)}`;
  }

  /** Verifies a payment; throws ZarinpalError unless it is paid (100 or 101). */
  async verify(input: VerifyRequest): Promise<VerifyResult> {
    const data = await this.call('/pg/v4/payment/verify.json', {
      merchant_id: input.merchantId,
      amount: input.amount,
      authority: input.authority,
    });
    const code = Number(data.code);
    if ((code !== 100 && code !== 101) || data.ref_id == null) {
      throw new ZarinpalError(code, String(data.message ?? 'not verified'));
    }
    return {
      code,
      refId: String(data.ref_id),
      cardPan: typeof data.card_pan === 'string' ? data.card_pan : null,
      cardHash: typeof data.card_hash === 'string' ? data.card_hash : null,
      fee: typeof data.fee === 'number' ? data.fee : null,
    };
  }

  /** Paid attempts that were never verified (for reconciliation). */
  async unverified(merchantId: string): Promise<UnverifiedPayment[]> {
    const data = await this.call('/pg/v4/payment/unVerified.json', { merchant_id: merchantId });
    const list = Array.isArray(data.authorities) ? data.authorities : [];
    return list.flatMap((item: unknown) => {
      const row = item as Record<string, unknown>;
      return typeof row.authority === 'string'
        ? [
            {
              authority: row.authority,
              amount: Number(row.amount),
              callbackUrl: String(row.callback_url ?? ''),
            },
          ]
        : [];
    });
  }

  private async call(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    let envelope: Envelope;
    try {
      const response = await this.fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      envelope = (await response.json()) as Envelope;
    } catch (error) {
      throw new GatewayUnavailableError(error);
    }
    const errors = envelope?.errors;
    if (errors && !Array.isArray(errors) && typeof errors.code === 'number') {
      throw new ZarinpalError(errors.code, errors.message ?? '');
    }
    const data = envelope?.data;
    if (!data || Array.isArray(data)) throw new GatewayUnavailableError('empty answer');
    return data;
  }
}
