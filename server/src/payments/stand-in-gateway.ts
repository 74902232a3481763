// A stand-in for ZarinPal v4 (development and tests only): the same paths and answers, its own payment page.
// State lives in memory: an attempt is lost when the server restarts, which is fine for a stand-in.
import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml } from '@common/html';
import { formatToman } from '@common/money';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { isUuid } from '../config/payments-config';

type AttemptState = 'NEW' | 'PAID' | 'CANCELLED';

interface Attempt {
  merchantId: string;
  amount: number;
  callbackUrl: string;
  description: string;
  state: AttemptState;
  refId: number | null;
  verified: boolean;
  createdAt: Date;
}

/** The stand-in's memory, one per app. */
export class StandInStore {
  readonly attempts = new Map<string, Attempt>();
  private nextRefId = 100_000_001;

  create(input: Omit<Attempt, 'state' | 'refId' | 'verified' | 'createdAt'>): string {
    const authority = `S${randomBytes(24).toString('hex').toUpperCase().slice(0, 35)}`;
    this.attempts.set(authority, {
      ...input,
      state: 'NEW',
      refId: null,
      verified: false,
      createdAt: new Date(),
    });
    return authority;
  }

  /** The payer chose: PAID gives a reference id (once), CANCELLED none. A settled attempt stays as it is. */
  settle(authority: string, state: 'PAID' | 'CANCELLED'): Attempt | undefined {
    const attempt = this.attempts.get(authority);
    if (attempt && attempt.state === 'NEW') {
      attempt.state = state;
      if (state === 'PAID') attempt.refId = this.nextRefId++;
    }
    return attempt;
  }
}

const ok = (data: Record<string, unknown>) => ({
  data: { code: 100, message: 'Success', ...data },
  errors: [],
});
const error = (code: number, message: string) => ({ data: [], errors: { code, message, validations: [] } });

type Body = Record<string, unknown> | undefined;

const text = (body: Body, key: string) => (typeof body?.[key] === 'string' ? (body[key] as string) : '');

export interface StandInOptions {
  store?: StandInStore;
  /**
   * The origins a payer may be sent back to (the site's own: PUBLIC_URL's and ALLOWED_ORIGINS), as ZarinPal
   * accepts only the merchant's registered domain; absent, any http(s) address (the unit tests' gateway).
   */
  callbackOrigins?: readonly string[];
}

/** Whether the callback address is http(s) and (given a list) at one of the origins. */
function callbackAllowed(value: string, origins: readonly string[] | undefined): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return origins === undefined || origins.includes(url.origin);
}

/** Mount with `{ prefix: STAND_IN_PREFIX }`. */
export const standInGateway: FastifyPluginAsync<StandInOptions> = async (app, options) => {
  const store = options.store ?? new StandInStore();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/pg/v4/payment/request.json', async (request) => {
    const body = request.body as Body;
    const merchantId = text(body, 'merchant_id');
    const amount = body?.amount;
    const callbackUrl = text(body, 'callback_url');
    const description = text(body, 'description');
    if (!isUuid(merchantId))
      return error(-10, 'Terminal is not valid, please check merchant_id or ip address.');
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1000 || !description) {
      return error(-9, 'The input params invalid, validation error.');
    }
    if (!callbackAllowed(callbackUrl, options.callbackOrigins)) {
      return error(-9, 'The callback_url is invalid.');
    }
    const authority = store.create({
      merchantId,
      amount,
      callbackUrl,
      description: description.slice(0, 500),
    });
    return ok({ authority, fee_type: 'Merchant', fee: 0 });
  });

  app.post('/pg/v4/payment/verify.json', async (request) => {
    const body = request.body as Body;
    const attempt = store.attempts.get(text(body, 'authority'));
    if (!attempt) return error(-54, 'Invalid authority.');
    if (attempt.merchantId !== text(body, 'merchant_id'))
      return error(-53, 'Session is not this merchant_id session');
    if (attempt.amount !== body?.amount)
      return error(-50, 'Session is not valid, amounts values is not the same.');
    if (attempt.state !== 'PAID' || attempt.refId === null)
      return error(-51, 'Session is not valid, session is not active paid try.');
    const code = attempt.verified ? 101 : 100;
    attempt.verified = true;
    return {
      data: {
        code,
        message: code === 100 ? 'Paid' : 'Verified',
        ref_id: attempt.refId,
        card_pan: '502229******5995',
        card_hash: createHash('sha256').update(String(attempt.refId)).digest('hex').toUpperCase(),
        fee_type: 'Merchant',
        fee: 0,
      },
      errors: [],
    };
  });

  app.post('/pg/v4/payment/unVerified.json', async (request) => {
    const merchantId = text(request.body as Body, 'merchant_id');
    if (!isUuid(merchantId)) return error(-10, 'Terminal is not valid.');
    const authorities = [...store.attempts.entries()]
      .filter(([, a]) => a.merchantId === merchantId && a.state === 'PAID' && !a.verified)
      .map(([authority, a]) => ({
        authority,
        amount: a.amount,
        callback_url: a.callbackUrl,
        referer: '',
        date: a.createdAt.toISOString(),
      }));
    return ok({ authorities });
  });

  app.get<{ Params: { authority: string } }>('/pg/StartPay/:authority', async (request, reply) => {
    const { authority } = request.params;
    const attempt = store.attempts.get(authority);
    if (attempt?.state !== 'NEW') {
      return sendPage(reply, 404, '<p>این پرداخت یافت نشد یا قبلاً انجام شده است.</p>');
    }
    const action = `${encodeURIComponent(authority)}`;
    return sendPage(
      reply,
      200,
      `<p>${escapeHtml(attempt.description)}</p>
<p class="amount">${escapeHtml(formatToman(attempt.amount))}</p>
<form method="post">
  <button formaction="${action}/pay" class="pay">پرداخت</button>
  <button formaction="${action}/cancel" class="cancel">انصراف</button>
</form>`,
    );
  });

  for (const [path, state] of [
    ['pay', 'PAID'],
    ['cancel', 'CANCELLED'],
  ] as const) {
    app.post<{ Params: { authority: string } }>(`/pg/StartPay/:authority/${path}`, async (request, reply) => {
      const { authority } = request.params;
      const attempt = store.settle(authority, state);
      if (!attempt) return sendPage(reply, 404, '<p>این پرداخت یافت نشد.</p>');
      const url = new URL(attempt.callbackUrl);
      url.searchParams.set('Authority', authority);
      url.searchParams.set('Status', attempt.state === 'PAID' ? 'OK' : 'NOK');
      return reply.redirect(url.toString(), 302);
    });
  }
};

function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(`<!doctype html>
<html lang="fa" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>درگاه پرداخت آزمایشی</title>
<style>
body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f4f6fb;display:flex;justify-content:center;padding:3rem 1rem}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;max-width:420px;width:100%;text-align:center}
.amount{font-size:1.5rem;font-weight:bold}
button{font:inherit;border:0;border-radius:8px;padding:.75rem 2rem;margin:.5rem;cursor:pointer}
.pay{background:#16a34a;color:#fff}.cancel{background:#e5e7eb}
</style></head>
<body><main><h1>درگاه پرداخت آزمایشی</h1>
<p>این صفحه به جای زرین‌پال در محیط توسعه نمایش داده می‌شود و پولی جابه‌جا نمی‌شود.</p>
${body}</main></body></html>`);
}

/** Registers the stand-in on `app` under `prefix`. */
export async function registerStandInGateway(
  app: FastifyInstance,
  prefix: string,
  { store = new StandInStore(), callbackOrigins }: StandInOptions = {},
): Promise<StandInStore> {
  await app.register(standInGateway, { prefix, store, callbackOrigins });
  return store;
}
