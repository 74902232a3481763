import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** As the end-to-end tests start Debian's Chromium: nothing may reach outside this machine. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
];

export type Preset = 'mobile' | 'desktop';

export interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred for the page, all of it and its scripts. */
  totalBytes: number;
  scriptBytes: number;
  /** What the audits failed on, for the report: `id: title`. */
  failed: string[];
}

interface LhrAudit {
  score: number | null;
  numericValue?: number;
  title: string;
  scoreDisplayMode: string;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}

/** Lighthouse could not measure the page this time (see `lhr.runtimeError`); the caller runs it again. */
export class LighthouseRunError extends Error {}

const pct = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/** One Chromium for a preset; `audit` runs Lighthouse (its standard simulated throttling) on one URL. */
export async function openLighthouse(preset: Preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const config = preset === 'desktop' ? desktopConfig : undefined;
  return {
    async audit(url: string): Promise<Audit> {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      // A run Lighthouse itself could not finish (its trace or page load failed) scores 0: not a measurement.
      const runtimeError = (result.lhr as { runtimeError?: { code: string; message: string } }).runtimeError;
      if (runtimeError) throw new LighthouseRunError(`${runtimeError.code}: ${runtimeError.message}`);
      const { categories, audits } = result.lhr as unknown as {
        categories: Record<
          string,
          { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
        >;
        audits: Record<string, LhrAudit>;
      };
      const requests = audits['network-requests']?.details?.items ?? [];
      const failed = Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0)
        .map((ref) => [ref.id, audits[ref.id]] as const)
        .filter(([, audit]) => audit && audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map(([id, audit]) => `${id}: ${audit?.title}`);
      return {
        performance: pct(categories.performance?.score),
        accessibility: pct(categories.accessibility?.score),
        bestPractices: pct(categories['best-practices']?.score),
        seo: pct(categories.seo?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        scriptBytes: requests
          .filter((r) => r.resourceType === 'Script')
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        failed: [...new Set(failed)],
      };
    },
    close: () => chrome.kill(),
  };
}
