// `npm start`: build what is missing, then serve API and client from one process.
import { register } from 'tsx/esm/api';
import { ensureClientBuilt } from './client-build.mjs';

ensureClientBuilt();
register();
await import('../server/src/main.ts');
