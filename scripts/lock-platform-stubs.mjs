// Adds lock entries for optional platform packages (other OSes' prebuilt binaries) that the package
// registry this project is developed against does not serve. Without them `npm ci` refuses the lock as
// out of sync; with them it skips those packages by their os/cpu, as it would on any registry.
// Run after `npm install` changes package-lock.json: `node scripts/lock-platform-stubs.mjs`;
// `--check` (run by `npm test`) only reports missing entries and fails.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  arm: 'arm',
  ia32: 'ia32',
  riscv64: 'riscv64',
  s390x: 's390x',
  ppc64: 'ppc64',
};

function platformOf(name) {
  const match = name.match(
    /-(android|darwin|freebsd|linux|win32|openbsd|netbsd|sunos|aix|openharmony|wasm32)-?([a-z0-9]*)/,
  );
  if (!match) return {};
  const [, os, arch] = match;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return {
    os: [os],
    ...(CPU[arch] ? { cpu: [CPU[arch]] } : {}),
    ...(name.includes('musl') ? { libc: ['musl'] } : {}),
  };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const added = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = {
      version: spec.replace(/^[\^~=]/, ''),
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
      ...platformOf(name),
    };
    added.push(hoisted);
  }
}
if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(
      `package-lock.json lacks ${added.length} platform entries: run node scripts/lock-platform-stubs.mjs`,
    );
    process.exit(1);
  }
  console.log('package-lock.json has every platform entry npm ci needs');
} else {
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} platform stubs` : 'the lock is complete');
}
