// The child process of `npm start`'s client build (scripts/start-client-build.mjs). Builds the client and its
// server renderer side by side in one Vite process without precompression, tells the parent the site can be
// served ('built'), then precompresses the text assets at the lowest CPU priority. With `--precompress-only`
// it only finishes the precompression an earlier, stopped start left undone.
import { rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { DEFER_PRECOMPRESSION, precompressMissing } from './precompression.ts';

const CONFIG = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const CLIENT_DIST = fileURLToPath(new URL('../../dist/client', import.meta.url));
const [pendingMarker, mode] = process.argv.slice(2);
if (!pendingMarker) throw new Error('usage: build-for-start <pending marker> [--precompress-only]');

// Stopped with the server: an unfinished precompression is resumed by the next start.
process.on('disconnect', () => process.exit(0));

if (mode !== '--precompress-only') {
  process.env[DEFER_PRECOMPRESSION] = '1';
  const options = { configFile: CONFIG, logLevel: 'warn' as const };
  await Promise.all([build(options), build({ ...options, build: { ssr: true } })]);
  process.send?.('built');
}
// In the background of a running site, the site comes first; run by a test or a bench, it is waited for.
if (process.connected) setPriority(19);
await precompressMissing(CLIENT_DIST);
rmSync(pendingMarker, { force: true });
process.disconnect?.();
