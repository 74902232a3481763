// `npm run dev`: the server with reload on change, and Vite with hot reload proxying to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

const children = [
  spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SERVE_CLIENT: 'false' },
  }),
  spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--config', 'client/vite.config.ts'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  ),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
