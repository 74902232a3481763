import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressMissing } from './precompression';

const dir = mkdtempSync(path.join(tmpdir(), 'precompression-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, data: string | Buffer) => {
  const full = path.join(dir, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, data);
  return full;
};

describe('precompression left for after the first start', () => {
  it('writes what the build would have: .br and .gz of large text assets, only where smaller', async () => {
    const script = file('assets/landing.js', 'console.log("سلام");\n'.repeat(200));
    const small = file('assets/tiny.css', 'a{color:red}');
    const picture = file('assets/photo.png', 'x'.repeat(4096));
    const noise = file('assets/noise.js', randomBytes(4096));
    const done = file('index.html', '<p>done</p>'.repeat(200));
    writeFileSync(`${done}.br`, 'kept as it was');
    // Left by a run that was stopped (a pid no process has).
    const leftOver = file('assets/landing.js.br.partial-2147483646', 'half');

    expect(await precompressMissing(dir)).toBe(3);

    const original = readFileSync(script);
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(`${script}.gz`)).equals(original)).toBe(true);
    for (const skipped of [small, picture, noise]) {
      expect(existsSync(`${skipped}.br`) || existsSync(`${skipped}.gz`)).toBe(false);
    }
    expect(readFileSync(`${done}.br`, 'utf8')).toBe('kept as it was');
    expect(existsSync(`${done}.gz`)).toBe(true);
    expect(existsSync(leftOver)).toBe(false);
    expect(await precompressMissing(dir)).toBe(0);
  });
});
