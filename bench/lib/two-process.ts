import postgres from 'postgres';
import { bearer, call, login } from './flows';
import { BENCH_PASSWORD, benchPhone } from './seed';
import { type ServerProcess, startServerProcess } from './server';

export interface CheckRow {
  check: string;
  ok: boolean;
  detail: string;
}

/**
 * Two server processes on one database: a token from one works on the other, logout on one revokes on
 * both, the login-failure limit and the one-time-code counters are shared.
 */
export async function runTwoProcessChecks(
  env: NodeJS.ProcessEnv,
  portA: number,
  portB: number,
): Promise<CheckRow[]> {
  const servers: ServerProcess[] = [];
  const sql = postgres(env.DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  try {
    const a = await startServerProcess({
      env: { ...env, PORT: String(portA), PUBLIC_URL: `http://127.0.0.1:${portA}` },
      port: portA,
      core: 0,
    });
    servers.push(a);
    const b = await startServerProcess({
      env: { ...env, PORT: String(portB), PUBLIC_URL: `http://127.0.0.1:${portB}` },
      port: portB,
      core: 1,
    });
    servers.push(b);
    const rows: CheckRow[] = [];

    const { token } = await login(a.url, 4000);
    const onB = token ? await call(b.url, 'GET', '/api/user/profile', undefined, bearer(token)) : undefined;
    rows.push({ check: 'token from A works on B', ok: onB?.status === 200, detail: String(onB?.status) });

    const out = token ? await call(a.url, 'POST', '/api/auth/logout', undefined, bearer(token)) : undefined;
    const afterB = token
      ? await call(b.url, 'GET', '/api/user/profile', undefined, bearer(token))
      : undefined;
    rows.push({
      check: 'logout on A revokes on B',
      ok: out?.status === 200 && afterB?.status === 401,
      detail: `logout ${out?.status}, then B ${afterB?.status}`,
    });

    // The per-account limits count per account and client address: one visitor tries on both processes.
    const visitor = { 'x-forwarded-for': '10.200.0.1' };
    const phone = benchPhone(4001);
    const failures: number[] = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? b : a;
      const r = await call(
        server.url,
        'POST',
        '/api/auth/mobile-login',
        {
          phoneNumber: phone,
          password: 'wrong-password',
          useOtp: false,
        },
        visitor,
      );
      failures.push(r.status);
    }
    const blocked = await call(
      b.url,
      'POST',
      '/api/auth/mobile-login',
      { phoneNumber: phone, password: BENCH_PASSWORD, useOtp: false },
      visitor,
    );
    rows.push({
      check: 'login-failure limit shared (10 split A/B, then 429)',
      ok: failures.every((s) => s === 401) && blocked.status === 429,
      detail: `${failures.join(',')} → ${blocked.status}`,
    });

    const otpPhone = benchPhone(4002);
    const sendOtp = { phoneNumber: otpPhone, type: 'LOGIN' };
    const sent = await call(a.url, 'POST', '/api/auth/send-otp', sendOtp, visitor);
    const again = await call(b.url, 'POST', '/api/auth/send-otp', sendOtp, visitor);
    rows.push({
      check: 'OTP resend cooldown shared (A sends, B refuses)',
      ok: sent.status === 200 && again.status === 429,
      detail: `${sent.status} → ${again.status}`,
    });
    const attempts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const server = i % 2 ? b : a;
      const r = await call(
        server.url,
        'POST',
        '/api/auth/verify-otp',
        {
          phoneNumber: otpPhone,
          otpCode: '000000',
          type: 'LOGIN',
        },
        visitor,
      );
      attempts.push(r.status);
    }
    const [row] = await sql<
      { attempts: number }[]
    >`select attempts from otp_codes where phone_number = ${otpPhone} order by id desc limit 1`;
    rows.push({
      check: 'OTP attempt counter shared (4 wrong codes split A/B)',
      ok: row?.attempts === 4,
      detail: `answers ${attempts.join(',')}, counter ${row?.attempts}`,
    });
    return rows;
  } finally {
    for (const s of servers) await s.stop();
    await sql.end({ timeout: 5 });
  }
}
