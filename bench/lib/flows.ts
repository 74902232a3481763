import { BENCH_PASSWORD, benchPhone } from './seed';

export interface Answer {
  status: number;
  body: string;
  location: string | null;
}

/** A visitor's address as the reverse proxy would name it: one of 16 million, drawn per call. */
function visitorAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** One HTTP call from a visitor of its own, with a time limit; a network failure answers status 0. */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const isForm = body instanceof FormData;
    headers = { 'x-forwarded-for': visitorAddress(), ...headers };
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
      headers: body === undefined || isForm ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: await response.text(),
      location: response.headers.get('location'),
    };
  } catch {
    return { status: 0, body: '', location: null };
  }
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

function dataOf<T>(answer: Answer): T | undefined {
  try {
    return (JSON.parse(answer.body) as { data?: T }).data;
  } catch {
    return undefined;
  }
}

export async function login(base: string, userIndex: number): Promise<{ answer: Answer; token?: string }> {
  const answer = await call(base, 'POST', '/api/auth/mobile-login', {
    phoneNumber: benchPhone(userIndex),
    password: BENCH_PASSWORD,
    useOtp: false,
  });
  return { answer, token: dataOf<{ token: string }>(answer)?.token };
}

export interface DonationOutcome {
  /** Every answer on the way, for the status tally. */
  answers: Answer[];
  /** The id when the donation was accepted (201). */
  id?: number;
  amountRial?: number;
  /** True when the payer chose «pay» and the callback completed. */
  paid: boolean;
}

/** A guest donation through the stand-in gateway: create, request payment, pay (or cancel), callback. */
export async function donate(
  base: string,
  programId: number,
  amountToman: number,
  pay: boolean,
): Promise<DonationOutcome> {
  const answers: Answer[] = [];
  const created = await call(base, 'POST', '/api/donations', {
    programId,
    amount: amountToman,
    paymentMethod: 'online_payment',
    donorName: 'نیکوکار بار',
    donorEmail: 'load@bench.example',
  });
  answers.push(created);
  const id = created.status === 201 ? dataOf<{ id: number }>(created)?.id : undefined;
  if (!id) return { answers, paid: false };
  const outcome: DonationOutcome = { answers, id, amountRial: amountToman * 10, paid: false };
  const requested = await call(base, 'POST', `/api/payments/zarinpal/request/${id}`);
  answers.push(requested);
  const gatewayUrl = dataOf<{ gatewayUrl: string }>(requested)?.gatewayUrl;
  if (!gatewayUrl) return outcome;
  const chosen = await call(base, 'POST', `${new URL(gatewayUrl).pathname}/${pay ? 'pay' : 'cancel'}`);
  answers.push(chosen);
  if (!chosen.location) return outcome;
  const back = new URL(chosen.location);
  const done = await call(base, 'GET', `${back.pathname}${back.search}`);
  answers.push(done);
  outcome.paid = pay && done.status === 302 && !/fail|error|cancel/i.test(done.location ?? '');
  return outcome;
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function upload(base: string, token: string): Promise<{ answer: Answer; url?: string }> {
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'pixel.png');
  const answer = await call(base, 'POST', '/api/upload/image', form, bearer(token));
  return { answer, url: dataOf<{ url: string }>(answer)?.url };
}
