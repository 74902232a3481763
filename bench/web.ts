/**
 * `npm run bench:web`: what a visitor on a phone gets. Builds the client, starts the real server on a fresh
 * PostgreSQL database with the demo seed, and runs Lighthouse (mobile preset with its standard simulated
 * throttling, then desktop) on the eight public routes in Debian's Chromium, BENCH_WEB_RUNS times each
 * (default 3), taking medians. Prints the table with the targets, writes bench/results/web-*.json, and
 * exits 1 when a target is missed (BENCH_WEB_NO_FAIL=1 only reports). `--routes=/,/about` runs a subset.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureClientBuilt } from '../scripts/client-build.mjs';
import { createDatabase, fmt, median, printTable, writeResults } from './lib/common';
import { type Audit, LighthouseRunError, openLighthouse, type Preset } from './lib/lighthouse';
import { serverEnv, startServerProcess } from './lib/server';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
/** Runs Lighthouse could not finish are repeated, at most this many times per route and preset. */
const RETRIES = 3;
const PORT = 43_000 + Math.floor(Math.random() * 1000);

const TARGETS = {
  mobilePerformance: 90,
  desktopPerformance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2500,
  cls: 0.02,
};

async function firstIdWithPicture(base: string, list: string, picture: 'imageUrl' | 'thumbnailUrl') {
  const answer = (await (await fetch(`${base}${list}`)).json()) as {
    data: { content: Array<{ id: number } & Record<string, unknown>> };
  };
  const rows = answer.data.content;
  return (rows.find((row) => row[picture]) ?? rows[0])?.id;
}

function medianAudit(runs: Audit[]): Audit {
  const m = (pick: (a: Audit) => number) => median(runs.map(pick));
  return {
    performance: m((a) => a.performance),
    accessibility: m((a) => a.accessibility),
    bestPractices: m((a) => a.bestPractices),
    seo: m((a) => a.seo),
    lcpMs: m((a) => a.lcpMs),
    fcpMs: m((a) => a.fcpMs),
    tbtMs: m((a) => a.tbtMs),
    cls: m((a) => a.cls),
    totalBytes: m((a) => a.totalBytes),
    scriptBytes: m((a) => a.scriptBytes),
    failed: [...new Set(runs.flatMap((a) => a.failed))],
  };
}

async function auditAll(preset: Preset, base: string, routes: string[]): Promise<Map<string, Audit>> {
  const lighthouse = await openLighthouse(preset);
  const results = new Map<string, Audit>();
  try {
    for (const route of routes) {
      const runs: Audit[] = [];
      const errors: string[] = [];
      while (runs.length < RUNS) {
        try {
          runs.push(await lighthouse.audit(`${base}${route}`));
        } catch (error) {
          if (!(error instanceof LighthouseRunError) || errors.length >= RETRIES) throw error;
          errors.push(error.message);
        }
      }
      results.set(route, medianAudit(runs));
      const repeated = errors.length > 0 ? ` (${errors.length} run(s) repeated: ${errors.join('; ')})` : '';
      process.stdout.write(`  ${preset} ${route}: ${runs.map((r) => r.performance).join(', ')}${repeated}\n`);
    }
  } finally {
    await lighthouse.close();
  }
  return results;
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main(): Promise<void> {
  ensureClientBuilt();
  const database = await createDatabase('bench_web');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const server = await startServerProcess({
    port: PORT,
    env: serverEnv('development', database.url, PORT, dataDir, {
      SERVE_CLIENT: 'true',
      SEED_ON_START: 'true',
    }),
  });
  try {
    const base = server.url;
    const programId = await firstIdWithPicture(
      base,
      '/api/programs?status=ACTIVE&page=0&size=20',
      'imageUrl',
    );
    const courseId = await firstIdWithPicture(base, '/api/courses?page=0&size=20', 'thumbnailUrl');
    const all = [
      '/',
      '/programs',
      `/programs/${programId}`,
      '/courses',
      `/courses/${courseId}`,
      '/login',
      '/about',
      '/contact',
    ];
    const only = process.argv
      .find((arg) => arg.startsWith('--routes='))
      ?.slice('--routes='.length)
      .split(',');
    const routes = only
      ? all.filter((route) => only.some((o) => route === o || route.startsWith(`${o}/`)))
      : all;

    console.log(`Lighthouse, ${RUNS} run(s) per route and preset, medians:`);
    const mobile = await auditAll('mobile', base, routes);
    const desktop = await auditAll('desktop', base, routes);

    const checks: Array<{ route: string; check: string; ok: boolean }> = [];
    const rows = routes.map((route) => {
      const m = mobile.get(route) as Audit;
      const d = desktop.get(route) as Audit;
      const row: Array<[string, boolean]> = [
        [`${m.performance}`, m.performance >= TARGETS.mobilePerformance],
        [`${fmt(m.lcpMs / 1000, 2)} s`, m.lcpMs <= TARGETS.lcpMs],
        [fmt(m.cls, 3), m.cls <= TARGETS.cls],
        [`${fmt(m.tbtMs)} ms`, true],
        [`${m.accessibility}`, m.accessibility >= TARGETS.accessibility],
        [`${m.bestPractices}`, m.bestPractices >= TARGETS.bestPractices],
        [`${m.seo}`, m.seo >= TARGETS.seo],
        [`${d.performance}`, d.performance >= TARGETS.desktopPerformance],
      ];
      const names = ['mobile perf', 'LCP', 'CLS', 'TBT', 'a11y', 'best practices', 'SEO', 'desktop perf'];
      row.forEach(([, ok], i) => {
        checks.push({ route, check: names[i] as string, ok });
      });
      return [
        route,
        ...row.map(([value, ok]) => `${value} ${ok ? '' : '✗'}`.trim()),
        fmt(m.totalBytes / 1024),
        fmt(m.scriptBytes / 1024),
      ];
    });
    printTable(
      `Targets: mobile ≥ ${TARGETS.mobilePerformance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, a11y/best practices/SEO 100, desktop ≥ ${TARGETS.desktopPerformance} (✗ = missed)`,
      [
        'route',
        'mobile perf',
        'LCP',
        'CLS',
        'TBT',
        'a11y',
        'best pr.',
        'SEO',
        'desktop perf',
        'KiB sent',
        'JS KiB',
      ],
      rows,
    );
    for (const [route, audit] of mobile) {
      if (audit.failed.length > 0) console.log(`${route} failed audits:\n  ${audit.failed.join('\n  ')}`);
    }
    const missed = checks.filter((c) => !c.ok);
    console.log(
      `\n${pass(missed.length === 0)}: ${checks.length - missed.length}/${checks.length} targets met`,
    );
    const file = writeResults('web', {
      runs: RUNS,
      targets: TARGETS,
      mobile: Object.fromEntries(mobile),
      desktop: Object.fromEntries(desktop),
      missed,
    });
    console.log(`results: ${file}`);
    if (missed.length > 0 && process.env.BENCH_WEB_NO_FAIL !== '1') process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
